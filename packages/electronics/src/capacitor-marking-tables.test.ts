import { describe, expect, it } from 'vitest';
import {
  EIA_VOLTAGE_LETTERS,
  TANTALUM_CASES,
  TANTALUM_VOLTAGE_LETTERS,
  TOLERANCE_LETTERS,
} from './capacitor-marking-tables';

describe('capacitor marking tables', () => {
  it('tantalum voltage letters follow the EIA letter figures in the matching decade', () => {
    for (const [letter, volts] of Object.entries(TANTALUM_VOLTAGE_LETTERS)) {
      const figure = EIA_VOLTAGE_LETTERS[letter.toUpperCase()];
      expect(figure, letter).toBeDefined();
      expect([figure, (figure ?? 0) * 10]).toContain(volts);
    }
  });

  it('EIA letters cover the Renard R10 figures plus 3.5 and 4.5', () => {
    const figures = Object.values(EIA_VOLTAGE_LETTERS).sort((a, b) => a - b);
    expect(figures).toEqual([1, 1.25, 1.6, 2, 2.5, 3.15, 3.5, 4, 4.5, 5, 6.3, 8]);
  });

  it('absolute tolerances are the B, C and D letters only', () => {
    const absolute = Object.values(TOLERANCE_LETTERS).filter((t) => t.kind === 'absolute');
    expect(absolute.map((t) => t.letter)).toEqual(['B', 'C', 'D']);
  });

  it('case table has unique letters and EIA metric sizes of the form LLWW-HH', () => {
    const letters = TANTALUM_CASES.map((c) => c.letter);
    expect(new Set(letters).size).toBe(letters.length);
    for (const item of TANTALUM_CASES) expect(item.eiaMetric).toMatch(/^\d{4}-\d{2}$/);
  });
});
