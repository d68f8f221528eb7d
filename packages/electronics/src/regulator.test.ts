import { describe, expect, it } from 'vitest';
import { designRegulator, LM317_IADJ, LM317_VREF, REG78XX_IQ, regulatorOutput } from './regulator';

const lm317 = { vref: LM317_VREF, pinCurrent: LM317_IADJ };

describe('regulatorOutput', () => {
  it('LM317 with 240 Ω and 720 Ω: 1.25 × (1 + 3) = 5.00 V, plus 50 µA × 720 Ω = 5.036 V', () => {
    expect(regulatorOutput({ ...lm317, r1: 240, r2: 720 })).toEqual({
      ok: true,
      vout: 5.036,
      voutIdeal: 5,
      r1Amps: 0.00520833333333,
      formula: 'Vout = Vref × (1 + R2 / R1) + I × R2',
    });
  });

  it('7805 with 500 Ω and 200 Ω: 5 × 1.4 = 7 V, plus 5 mA × 200 Ω = 8 V', () => {
    expect(regulatorOutput({ vref: 5, pinCurrent: REG78XX_IQ, r1: 500, r2: 200 })).toMatchObject({
      ok: true,
      vout: 8,
      voutIdeal: 7,
      r1Amps: 0.01,
    });
  });

  it('R2 = 0 leaves the reference voltage', () => {
    expect(regulatorOutput({ ...lm317, r1: 240, r2: 0 })).toMatchObject({ vout: 1.25 });
  });

  it('rejects a zero R1 and a negative R2', () => {
    expect(regulatorOutput({ ...lm317, r1: 0, r2: 100 })).toEqual({
      ok: false,
      error: 'R1 must be greater than zero.',
    });
    expect(regulatorOutput({ ...lm317, r1: 240, r2: -1 })).toEqual({
      ok: false,
      error: 'R2 cannot be negative.',
    });
  });
});

describe('designRegulator', () => {
  it('LM317 at 5 V with R1 = 240 Ω: R2 = 3.75 / (1.25/240 + 50 µA) = 713.2 Ω (720 Ω without IADJ)', () => {
    const result = designRegulator({ ...lm317, target: 5, r1: 240 });
    if (!result.ok) throw new Error(result.error);
    expect(result.r2Exact).toBeCloseTo(713.15, 2);
    expect(result.r2Ideal).toBe(720);
    expect(result.formula).toBe('R2 = (Vout − Vref) / (Vref / R1 + I)');
  });

  it('proposes the closest pair in each series, with the voltage it gives', () => {
    const result = designRegulator({ ...lm317, target: 5, r1: 240 });
    if (!result.ok) throw new Error(result.error);
    const [e12, e24, e96] = result.pairs;
    // E12 has no 240 Ω: 270/820 gives 1.25 × (1 + 820/270) + 0.041 = 5.087 V.
    expect(e12).toMatchObject({ series: 'E12', r1: 270, r2: 820 });
    expect(e12?.vout).toBeCloseTo(5.0873, 4);
    expect(e12?.errorPercent).toBeCloseTo(1.746, 2);
    // E24 keeps 240 Ω: 680 Ω gives 4.826 V, 750 Ω 5.194 V; 680 Ω is nearer.
    expect(e24).toMatchObject({ series: 'E24', r1: 240, r2: 680 });
    expect(e24?.vout).toBeCloseTo(4.8257, 4);
    // E96: 237/698 gives 4.966 V (−0.67 %), closer than any pair with 243 Ω.
    expect(e96).toMatchObject({ series: 'E96', r1: 237, r2: 698 });
    expect(e96?.errorPercent).toBeCloseTo(-0.673, 2);
  });

  it('a 7805 raised to 9 V with R1 = 470 Ω needs R2 = 4 / (5/470 + 5 mA) = 255.8 Ω', () => {
    const result = designRegulator({ vref: 5, pinCurrent: REG78XX_IQ, target: 9, r1: 470, series: ['E24'] });
    if (!result.ok) throw new Error(result.error);
    expect(result.r2Exact).toBeCloseTo(255.78, 2);
    expect(result.pairs).toHaveLength(1);
    expect(Math.abs(result.pairs[0]?.errorPercent ?? 99)).toBeLessThan(3);
  });

  it('refuses a target at or below the reference', () => {
    expect(designRegulator({ ...lm317, target: 1.2, r1: 240 })).toEqual({
      ok: false,
      error: 'The output must be above 1.25 V: this circuit can only add to the reference voltage.',
    });
    expect(designRegulator({ vref: 12, pinCurrent: REG78XX_IQ, target: 9, r1: 470 }).ok).toBe(false);
  });
});
