import { describe, expect, it } from 'vitest';
import { parallelPartnerFor, parallelResistance, seriesResistance } from './parallel-resistor';

describe('parallelResistance', () => {
  it('combines two and more resistors', () => {
    expect(parallelResistance([100, 100])).toEqual({
      ok: true,
      ohms: 50,
      count: 2,
      formula: '1/R = 1/R1 + 1/R2 + …',
      notes: [],
    });
    expect(parallelResistance([1000, 1000, 1000])).toMatchObject({ ohms: 333.333333333 });
    expect(parallelResistance([10_000, 4700])).toMatchObject({ ohms: 3197.27891156 });
    expect(parallelResistance([60, 30, 20])).toMatchObject({ ohms: 10 });
  });

  it('returns a single resistor unchanged', () => {
    expect(parallelResistance([470])).toMatchObject({ ohms: 470, count: 1 });
  });

  it('treats a zero-ohm resistor as a short', () => {
    expect(parallelResistance([100, 0])).toMatchObject({
      ok: true,
      ohms: 0,
      notes: ['A 0 Ω resistor shorts the others.'],
    });
  });

  it('handles very different magnitudes', () => {
    expect(parallelResistance([1e9, 1])).toMatchObject({ ohms: 0.999999999 });
  });

  it('rejects empty lists and bad values, naming the resistor', () => {
    expect(parallelResistance([])).toEqual({ ok: false, error: 'Enter at least one resistor.' });
    expect(parallelResistance([100, -5])).toEqual({ ok: false, error: 'Resistor 2 cannot be negative.' });
    expect(parallelResistance([Number.NaN]).ok).toBe(false);
  });
});

describe('seriesResistance', () => {
  it('adds resistors', () => {
    expect(seriesResistance([100, 220, 330])).toEqual({
      ok: true,
      ohms: 650,
      count: 3,
      formula: 'R = R1 + R2 + …',
      notes: [],
    });
    expect(seriesResistance([0.1, 0.2])).toMatchObject({ ohms: 0.3 });
  });

  it('rejects negative values', () => {
    expect(seriesResistance([100, -1]).ok).toBe(false);
  });
});

describe('parallelPartnerFor', () => {
  it('finds the exact partner and E24 neighbours', () => {
    const result = parallelPartnerFor(1000, 500);
    expect(result).toMatchObject({
      ok: true,
      exactOhms: 1000,
      nearest: { ohms: 1000, combinedOhms: 500, errorPercent: 0 },
    });
  });

  it('gives the standard values around a non-standard partner', () => {
    const result = parallelPartnerFor(10_000, 4000);
    expect(result).toMatchObject({
      exactOhms: 6666.66666667,
      series: 'E24',
      formula: 'R2 = R1 × Rt / (R1 − Rt)',
    });
    if (!result.ok) return;
    expect(result.below.ohms).toBe(6200);
    expect(result.above.ohms).toBe(6800);
    expect(result.nearest.ohms).toBe(6800);
    expect(result.nearest.combinedOhms).toBeCloseTo(4047.619, 3);
    expect(result.nearest.errorPercent).toBeCloseTo(1.1905, 4);
    expect(result.below.errorPercent).toBeLessThan(0);
  });

  it('uses the requested series', () => {
    const result = parallelPartnerFor(10_000, 4000, 'E96');
    expect(result).toMatchObject({ series: 'E96', below: { ohms: 6650 }, above: { ohms: 6810 } });
  });

  it('refuses a target at or above R1', () => {
    const result = parallelPartnerFor(1000, 1000);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toContain('always smaller');
    expect(parallelPartnerFor(1000, 2000).ok).toBe(false);
  });

  it('refuses non-positive inputs', () => {
    expect(parallelPartnerFor(0, 10)).toEqual({ ok: false, error: 'R1 must be greater than zero.' });
    expect(parallelPartnerFor(100, -10).ok).toBe(false);
  });
});
