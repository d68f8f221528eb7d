import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CapacitorCodesPage } from './capacitor-codes-page';

function renderAt(query: string) {
  render(
    <MemoryRouter initialEntries={[`/tools/capacitor-codes${query}`]}>
      <CapacitorCodesPage />
    </MemoryRouter>,
  );
}

describe('capacitor codes page', () => {
  it('reads 2A474J, its own example, as 470 nF ±5 % 100 V', () => {
    renderAt('?code=2A474J');
    const result = screen.getByRole('region', { name: 'Decoded value' });
    expect(within(result).getByText(/470 nF ±5 % 100 V/)).toBeTruthy();
  });

  it('reads every example it offers', () => {
    renderAt('');
    const chips = screen.getAllByRole('button').filter((b) => b.classList.contains('cid-chip'));
    expect(chips.length).toBeGreaterThan(3);
    for (const chip of chips) {
      fireEvent.click(chip);
      expect(screen.queryByText('Could not read this marking'), chip.textContent ?? '').toBeNull();
    }
  });
});
