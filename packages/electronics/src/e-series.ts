import { E12_BASE, E192_BASE, E24_BASE, E3_BASE, E48_BASE, E6_BASE, E96_BASE } from './e-series-tables';
import { checkPositive, clean, nearlyEqual } from './number-checks';
import { fail, succeed, type Result } from './result';

export const E_SERIES_NAMES = ['E3', 'E6', 'E12', 'E24', 'E48', 'E96', 'E192'] as const;
export type ESeriesName = (typeof E_SERIES_NAMES)[number];

const BASES: Readonly<Record<ESeriesName, readonly number[]>> = {
  E3: E3_BASE,
  E6: E6_BASE,
  E12: E12_BASE,
  E24: E24_BASE,
  E48: E48_BASE,
  E96: E96_BASE,
  E192: E192_BASE,
};

/**
 * The tolerance each series was laid out for (IEC 60063). E3 has no single figure: it is meant for
 * parts looser than ±20 %, so it is null here rather than an invented number.
 */
export const SERIES_TOLERANCE_PERCENT: Readonly<Record<ESeriesName, number | null>> = {
  E3: null,
  E6: 20,
  E12: 10,
  E24: 5,
  E48: 2,
  E96: 1,
  E192: 0.5,
};

/** The base values of one decade, from 1.0 up to (not including) 10. */
export function seriesValues(series: ESeriesName): readonly number[] {
  return BASES[series];
}

export function isSeriesName(name: string): name is ESeriesName {
  return (E_SERIES_NAMES as readonly string[]).includes(name);
}

/** The standard values of one series in a given decade, plus the first of the next decade. */
function decadeCandidates(series: ESeriesName, exponent: number): number[] {
  const scale = (base: number, power: number) => clean(base * 10 ** power);
  const below = BASES[series].map((base) => scale(base, exponent));
  return [scale(BASES[series].at(-1) ?? 1, exponent - 1), ...below, scale(1, exponent + 1)];
}

export interface NearestStandard {
  series: ESeriesName;
  /** The standard value closest to the input (ties go to the higher value). */
  nearest: number;
  /** The largest standard value at or below the input. */
  below: number;
  /** The smallest standard value at or above the input. */
  above: number;
  /** (nearest − value) / value × 100: how far the chosen part is from what was asked for. */
  errorPercent: number;
  exact: boolean;
  formula: string;
}

export function nearestStandard(value: number, series: ESeriesName): Result<NearestStandard> {
  if (!isSeriesName(series))
    return fail(`Unknown series "${String(series)}". Use one of ${E_SERIES_NAMES.join(', ')}.`);
  const problem = checkPositive('Value', value);
  if (problem) return fail(problem);

  const exponent = Math.floor(Math.log10(value));
  const candidates = decadeCandidates(series, exponent);
  const exactMatch = candidates.find((candidate) => nearlyEqual(candidate, value));
  const below = exactMatch ?? [...candidates].reverse().find((candidate) => candidate < value) ?? value;
  const above = exactMatch ?? candidates.find((candidate) => candidate > value) ?? value;
  const nearest = value - below < above - value ? below : above;
  return succeed({
    series,
    nearest,
    below,
    above,
    errorPercent: exactMatch !== undefined ? 0 : ((nearest - value) / value) * 100,
    exact: exactMatch !== undefined,
    formula: 'error = (standard − value) / value × 100 %',
  });
}

/** True when the value is a member of the series in any decade (4.7 kΩ is in E3..E24, 4.75 kΩ in E96). */
export function isInSeries(value: number, series: ESeriesName): boolean {
  if (!isSeriesName(series) || !Number.isFinite(value) || value <= 0) return false;
  const exponent = Math.floor(Math.log10(value));
  return decadeCandidates(series, exponent).some((candidate) => nearlyEqual(candidate, value));
}

/** Every series that contains the value, coarsest first. */
export function seriesContaining(value: number): ESeriesName[] {
  return E_SERIES_NAMES.filter((series) => isInSeries(value, series));
}
