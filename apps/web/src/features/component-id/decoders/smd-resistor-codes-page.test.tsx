import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SmdResistorCodesPage } from './smd-resistor-codes-page';

function decodedAt(code: string) {
  render(
    <MemoryRouter initialEntries={[`/tools/smd-resistor-codes?code=${encodeURIComponent(code)}`]}>
      <SmdResistorCodesPage />
    </MemoryRouter>,
  );
  return screen.getByRole('region', { name: 'Decoded value' });
}

describe('SMD resistor codes page', () => {
  it('shows both readings of 4M7, megohms first as the usual one', () => {
    const result = decodedAt('4M7');
    const headline = result.querySelector('.cid-decoded')?.textContent ?? '';
    expect(headline).toMatch(/^4M7 = 4\.7 MΩ/);
    expect(headline).toContain('(usual reading)');
    expect(within(result).getByText(/Less usual, but possible/).textContent).toContain('4.7 mΩ');
    expect(within(result).getByText(/4M7 on a resistor is usually 4\.7 MΩ/)).toBeTruthy();
  });

  it('shows a single reading where there is only one', () => {
    const result = decodedAt('472');
    expect(within(result).queryByText(/Less usual/)).toBeNull();
    expect(within(result).queryByText(/usual reading/)).toBeNull();
  });
});
