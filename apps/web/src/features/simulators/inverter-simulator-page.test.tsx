import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { InverterSimulatorPage } from './inverter-simulator-page';

vi.mock('../../ui/plot/uplot-chart', () => ({
  UplotChart: ({ label }: { label: string }) => <div role="img" aria-label={label} />,
  steppedPaths: () => undefined,
  barPaths: () => undefined,
}));

function readout(name: string): string {
  const term = screen.getByText(name);
  return term.nextElementSibling?.textContent ?? '';
}

describe('inverter simulator page', () => {
  it('shows the line voltage √3/2·m·Vdc/√2 and follows the DC link slider', async () => {
    render(
      <MemoryRouter initialEntries={['/education/power-electronics/inverter-simulator?vdc=600&m=0.8&td=0']}>
        <InverterSimulatorPage />
      </MemoryRouter>,
    );
    // 0.866 × 0.8 × 600 / √2 = 294 V RMS
    expect(readout('Line voltage, fundamental')).toMatch(/^29[34] V RMS$/);
    fireEvent.change(screen.getByLabelText('DC link voltage'), { target: { value: '300' } });
    expect(await screen.findByText(/^14[67] V RMS$/)).toBeTruthy();
    expect(screen.getAllByRole('img').length).toBeGreaterThanOrEqual(5);
  });
});
