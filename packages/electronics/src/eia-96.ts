import { E96_BASE } from './e-series-tables';

/**
 * EIA-96 marking for 1 % chip resistors: two digits index the E96 series (01 = 100, 02 = 102 ...
 * 96 = 976) and a letter gives the multiplier. R and S are alternatives for Y and X, H for B.
 */
export const EIA96_MULTIPLIERS: Readonly<Record<string, number>> = {
  Z: 0.001,
  Y: 0.01,
  R: 0.01,
  X: 0.1,
  S: 0.1,
  A: 1,
  B: 10,
  H: 10,
  C: 100,
  D: 1000,
  E: 10_000,
  F: 100_000,
};

export const EIA96_LETTER_LIST = 'Z, Y or R, X or S, A, B or H, C, D, E, F';

/** The three significant figures for codes 1..96, e.g. 1 → 100, 47 → 301; null outside that range. */
export function eia96Significand(code: number): number | null {
  if (!Number.isInteger(code) || code < 1 || code > 96) return null;
  const base = E96_BASE[code - 1];
  return base === undefined ? null : Math.round(base * 100);
}

/** The EIA-96 code (1..96) for three significant figures, or null if they are not an E96 value. */
export function eia96CodeFor(significand: number): number | null {
  const index = E96_BASE.findIndex((base) => Math.round(base * 100) === significand);
  return index === -1 ? null : index + 1;
}
