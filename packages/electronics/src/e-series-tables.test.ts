import { describe, expect, it } from 'vitest';
import { E12_BASE, E192_BASE, E24_BASE, E3_BASE, E48_BASE, E6_BASE, E96_BASE } from './e-series-tables';

describe('IEC 60063 tables', () => {
  it('have 3, 6, 12, 24, 48, 96 and 192 values', () => {
    expect(
      [E3_BASE, E6_BASE, E12_BASE, E24_BASE, E48_BASE, E96_BASE, E192_BASE].map((t) => t.length),
    ).toEqual([3, 6, 12, 24, 48, 96, 192]);
  });

  it('derive E96 and E48 from E192 by taking every second value', () => {
    expect(E96_BASE[0]).toBe(1);
    expect(E96_BASE[1]).toBe(1.02);
    expect(E96_BASE.at(-1)).toBe(9.76);
    expect(E48_BASE[1]).toBe(1.05);
    expect(E48_BASE.at(-1)).toBe(9.53);
  });

  it('keep the E24 values that differ from the formula', () => {
    expect(E24_BASE).toContain(2.7);
    expect(E24_BASE).toContain(8.2);
    expect(E24_BASE).not.toContain(2.6);
    expect(E24_BASE).not.toContain(8.3);
  });
});
