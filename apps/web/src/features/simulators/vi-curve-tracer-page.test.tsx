import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ViCurveTracerPage } from './vi-curve-tracer-page';

// jsdom has no canvas; the chart stands in as its text alternative.
vi.mock('../../ui/plot/uplot-chart', () => ({
  UplotChart: ({ label }: { label: string }) => <div role="img" aria-label={label} />,
  steppedPaths: () => undefined,
  barPaths: () => undefined,
}));

function renderAt(query: string) {
  render(
    <MemoryRouter initialEntries={[`/testing/vi-curve-tracer${query}`]}>
      <ViCurveTracerPage />
    </MemoryRouter>,
  );
}

const row = (name: RegExp) => screen.getByRole('row', { name });

describe('VI curve tracer page', () => {
  it('shows a silicon diode knee between 0.6 and 0.8 V on the medium range', () => {
    renderAt('?dev=d-signal');
    const cells = within(row(/^Device/)).getAllByRole('cell');
    const forward = /to ([\d.]+) mV/.exec(cells[0]?.textContent ?? '');
    expect(Number(forward?.[1])).toBeGreaterThan(600);
    expect(Number(forward?.[1])).toBeLessThan(800);
  });

  it('scores a leaky suspect against the good part in A/B compare', async () => {
    renderAt('?dev=d-signal');
    await userEvent.click(screen.getByRole('checkbox', { name: 'A/B compare' }));
    const score = within(row(/B: suspect/)).getAllByRole('cell')[2]?.textContent ?? '';
    expect(Number(/^(\d+)/.exec(score)?.[1])).toBeLessThan(90);
    await userEvent.selectOptions(screen.getByLabelText('B: suspect part: condition'), 'none');
    expect(within(row(/B: suspect/)).getAllByRole('cell')[2]?.textContent).toBe('100 / 100 (match)');
  });

  it('switches to the low preset, where a junction shows as an open line', async () => {
    renderAt('?dev=d-signal');
    await userEvent.click(screen.getByRole('button', { name: 'Low' }));
    expect(screen.getByRole('button', { name: 'Low' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('200 mV')).toBeTruthy();
    const current = within(row(/^Device/)).getAllByRole('cell')[1]?.textContent ?? '';
    expect(current).not.toMatch(/mA/);
  });

  it('overlays a measured CSV curve and reports a bad row by its line', async () => {
    renderAt('?dev=r-1k');
    const input = screen.getByLabelText('Measured curve (CSV)');
    const good = new File(['v,i\n-5,-0.005\n0,0\n5,0.005\n'], 'r1k.csv', { type: 'text/csv' });
    await userEvent.upload(input, good);
    expect(await screen.findByText('r1k.csv')).toBeTruthy();
    expect(row(/Measured: r1k.csv/)).toBeTruthy();
    const bad = new File(['v,i\n1,2\nx,3\n4,5\n'], 'bad.csv', { type: 'text/csv' });
    fireEvent.change(input, { target: { files: [bad] } });
    expect((await screen.findByRole('alert')).textContent).toContain('Line 3');
  });
});
