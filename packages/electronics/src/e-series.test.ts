import { describe, expect, it } from 'vitest';
import {
  E_SERIES_NAMES,
  SERIES_TOLERANCE_PERCENT,
  isInSeries,
  nearestStandard,
  seriesContaining,
  seriesValues,
  type ESeriesName,
} from './e-series';

const COUNTS: Record<ESeriesName, number> = { E3: 3, E6: 6, E12: 12, E24: 24, E48: 48, E96: 96, E192: 192 };

describe('series tables', () => {
  it.each(E_SERIES_NAMES)('%s has the right number of values, ascending from 1.0', (series) => {
    const values = seriesValues(series);
    expect(values).toHaveLength(COUNTS[series]);
    expect(values[0]).toBe(1);
    for (let i = 1; i < values.length; i += 1) expect(values[i]).toBeGreaterThan(values[i - 1] ?? 0);
    expect(values.at(-1)).toBeLessThan(10);
  });

  it('each coarser series is every second value of the next finer one', () => {
    const pairs: [ESeriesName, ESeriesName][] = [
      ['E3', 'E6'],
      ['E6', 'E12'],
      ['E12', 'E24'],
      ['E48', 'E96'],
      ['E96', 'E192'],
    ];
    for (const [coarse, fine] of pairs) {
      expect(seriesValues(coarse)).toEqual(seriesValues(fine).filter((_, i) => i % 2 === 0));
    }
  });

  it('E24 keeps the historical values that differ from the rounded formula', () => {
    const e24 = seriesValues('E24');
    const formula = e24.map((_, i) => Math.round(10 * 10 ** (i / 24)) / 10);
    const differences = e24.filter((value, i) => value !== formula[i]);
    expect(differences).toEqual([2.7, 3.0, 3.3, 3.6, 3.9, 4.3, 4.7, 8.2]);
  });

  it('E192 matches the formula except for 9.20', () => {
    const e192 = seriesValues('E192');
    const differences = e192.filter((value, i) => value !== Math.round(100 * 10 ** (i / 192)) / 100);
    expect(differences).toEqual([9.2]);
  });

  it('contains well-known values', () => {
    expect(seriesValues('E12')).toEqual([1.0, 1.2, 1.5, 1.8, 2.2, 2.7, 3.3, 3.9, 4.7, 5.6, 6.8, 8.2]);
    expect(seriesValues('E96')).toContain(4.99);
    expect(seriesValues('E96')).toContain(2.49);
    expect(seriesValues('E48')).toContain(3.01);
    expect(seriesValues('E48')).not.toContain(3.09);
  });

  it('documents the tolerance each series is for', () => {
    expect(SERIES_TOLERANCE_PERCENT.E12).toBe(10);
    expect(SERIES_TOLERANCE_PERCENT.E24).toBe(5);
    expect(SERIES_TOLERANCE_PERCENT.E96).toBe(1);
    expect(SERIES_TOLERANCE_PERCENT.E3).toBeNull();
  });
});

describe('nearestStandard', () => {
  it('finds the neighbours and the closer one', () => {
    const result = nearestStandard(5000, 'E12');
    expect(result).toMatchObject({ ok: true, below: 4700, above: 5600, nearest: 4700, exact: false });
    if (result.ok) expect(result.errorPercent).toBeCloseTo(-6, 10);
  });

  it('returns the value itself when it is standard', () => {
    expect(nearestStandard(4700, 'E24')).toMatchObject({
      ok: true,
      nearest: 4700,
      below: 4700,
      above: 4700,
      errorPercent: 0,
      exact: true,
    });
    expect(nearestStandard(0.0047, 'E6')).toMatchObject({ nearest: 0.0047, exact: true });
  });

  it('crosses decade boundaries in both directions', () => {
    expect(nearestStandard(9500, 'E12')).toMatchObject({ below: 8200, above: 10000, nearest: 10000 });
    expect(nearestStandard(9.5, 'E24')).toMatchObject({ below: 9.1, above: 10, nearest: 9.1 });
    expect(nearestStandard(1.02, 'E6')).toMatchObject({ below: 1, above: 1.5, nearest: 1 });
  });

  it('works for E96 and tiny and huge magnitudes', () => {
    expect(nearestStandard(4800, 'E96')).toMatchObject({ below: 4750, above: 4870, nearest: 4750 });
    expect(nearestStandard(3.3e-12, 'E12')).toMatchObject({ nearest: 3.3e-12, exact: true });
    expect(nearestStandard(5.1e9, 'E24')).toMatchObject({ nearest: 5.1e9, exact: true });
  });

  it('breaks an exact tie towards the higher value', () => {
    expect(nearestStandard(1.1, 'E12')).toMatchObject({ below: 1, above: 1.2, nearest: 1.2 });
  });

  it('refuses zero, negative, non-finite values and unknown series', () => {
    expect(nearestStandard(0, 'E12')).toEqual({ ok: false, error: 'Value must be greater than zero.' });
    expect(nearestStandard(-10, 'E12').ok).toBe(false);
    expect(nearestStandard(Number.NaN, 'E12').ok).toBe(false);
    expect(nearestStandard(100, 'E7' as ESeriesName).ok).toBe(false);
  });
});

describe('isInSeries and seriesContaining', () => {
  it('recognises members in any decade', () => {
    expect(isInSeries(4700, 'E3')).toBe(true);
    expect(isInSeries(0.22, 'E6')).toBe(true);
    expect(isInSeries(4750, 'E96')).toBe(true);
    expect(isInSeries(4750, 'E24')).toBe(false);
    expect(isInSeries(920, 'E192')).toBe(true);
    expect(isInSeries(919, 'E192')).toBe(false);
  });

  it('rejects non-positive and non-finite values', () => {
    expect(isInSeries(0, 'E12')).toBe(false);
    expect(isInSeries(-4700, 'E12')).toBe(false);
    expect(isInSeries(Number.POSITIVE_INFINITY, 'E12')).toBe(false);
  });

  it('lists all series holding a value', () => {
    expect(seriesContaining(4700)).toEqual(['E3', 'E6', 'E12', 'E24', 'E192']);
    expect(seriesContaining(3300)).toEqual(['E6', 'E12', 'E24']);
    expect(seriesContaining(1000)).toEqual(['E3', 'E6', 'E12', 'E24', 'E48', 'E96', 'E192']);
    expect(seriesContaining(10000 * 1.02)).toEqual(['E96', 'E192']);
    expect(seriesContaining(1234)).toEqual([]);
  });
});
