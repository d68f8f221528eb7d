import { describe, expect, it } from 'vitest';
import { dividerOutput, solveR1, solveR2 } from './voltage-divider';

describe('dividerOutput', () => {
  it('halves with equal resistors', () => {
    expect(dividerOutput({ vin: 10, r1: 1000, r2: 1000 })).toEqual({
      ok: true,
      vout: 5,
      voutUnloaded: 5,
      loadDropPercent: 0,
      ratio: 0.5,
      inputCurrentAmps: 0.005,
      r1Watts: 0.025,
      r2Watts: 0.025,
      outputOhms: 500,
      formula: 'Vout = Vin × R2 / (R1 + R2)',
    });
  });

  it('computes a 12 V to 3.3 V style divider', () => {
    const result = dividerOutput({ vin: 12, r1: 10_000, r2: 3300 });
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.vout).toBeCloseTo((12 * 3300) / 13_300, 10);
  });

  it('shows the effect of a load', () => {
    const result = dividerOutput({ vin: 10, r1: 10_000, r2: 10_000, loadOhms: 10_000 });
    expect(result).toMatchObject({
      ok: true,
      voutUnloaded: 5,
      vout: 3.33333333333,
      formula: 'Vout = Vin × (R2 ∥ RL) / (R1 + R2 ∥ RL)',
    });
    if (result.ok) expect(result.loadDropPercent).toBeCloseTo(33.3333, 3);
  });

  it('handles negative and zero input voltages', () => {
    expect(dividerOutput({ vin: -12, r1: 1000, r2: 2000 })).toMatchObject({ vout: -8 });
    expect(dividerOutput({ vin: 0, r1: 1000, r2: 2000 })).toMatchObject({ vout: 0, loadDropPercent: 0 });
  });

  it('rejects non-positive resistors', () => {
    expect(dividerOutput({ vin: 5, r1: 0, r2: 100 })).toEqual({
      ok: false,
      error: 'R1 must be greater than zero.',
    });
    expect(dividerOutput({ vin: 5, r1: 100, r2: 100, loadOhms: 0 }).ok).toBe(false);
    expect(dividerOutput({ vin: Number.NaN, r1: 100, r2: 100 }).ok).toBe(false);
  });
});

describe('solveR1 and solveR2', () => {
  it('solves the top resistor and suggests an E24 value', () => {
    expect(solveR1(5, 3.3, 10_000)).toMatchObject({
      ok: true,
      exactOhms: 5151.51515152,
      standardOhms: 5100,
      formula: 'R1 = R2 × (Vin − Vout) / Vout',
    });
    const result = solveR1(5, 3.3, 10_000);
    if (result.ok) expect(result.standardVout).toBeCloseTo(50_000 / 15_100, 10);
  });

  it('solves the bottom resistor', () => {
    expect(solveR2(12, 5, 10_000)).toMatchObject({ exactOhms: 7142.85714286, standardOhms: 6800 });
    expect(solveR2(10, 5, 4700)).toMatchObject({ exactOhms: 4700, standardOhms: 4700, standardVout: 5 });
    expect(solveR2(12, 5, 10_000, 'E96')).toMatchObject({ standardOhms: 7150 });
  });

  it('works with negative supplies of matching sign', () => {
    expect(solveR2(-12, -6, 1000)).toMatchObject({ ok: true, exactOhms: 1000 });
  });

  it('rejects targets a divider cannot reach', () => {
    const above = solveR1(5, 6, 1000);
    expect(above.ok).toBe(false);
    if (!above.ok) expect(above.error).toContain('cannot raise');
    expect(solveR1(5, 5, 1000).ok).toBe(false);
    expect(solveR1(5, 0, 1000).ok).toBe(false);
    expect(solveR2(5, -1, 1000).ok).toBe(false);
    expect(solveR2(0, 0, 1000)).toEqual({ ok: false, error: 'Input voltage cannot be zero.' });
    expect(solveR2(5, 2, -1).ok).toBe(false);
  });
});
