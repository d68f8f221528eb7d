import { describe, expect, it } from 'vitest';
import { capacitiveReactance, inductiveReactance, lcResonance, rcCutoff, rlCutoff } from './reactance';

// Hand-worked: 2π × 1000 × 100e-9 = 6.2832e-4, so XC = 1591.55 Ω; 2π × 1000 × 0.01 = 62.832 Ω.
describe('reactance', () => {
  it('XC of 100 nF at 1 kHz is 1591.5 Ω', () => {
    const result = capacitiveReactance(1000, 100e-9);
    expect(result).toMatchObject({ ok: true, formula: 'XC = 1 / (2π × f × C)' });
    if (result.ok) {
      expect(result.ohms).toBeCloseTo(1591.549, 3);
      expect(result.omega).toBeCloseTo(6283.185, 3);
    }
  });

  it('XL of 10 mH at 1 kHz is 62.83 Ω', () => {
    const result = inductiveReactance(1000, 10e-3);
    expect(result).toMatchObject({ ok: true, formula: 'XL = 2π × f × L' });
    if (result.ok) expect(result.ohms).toBeCloseTo(62.8319, 4);
  });

  it('scales the way the formulas say: XC halves and XL doubles when f doubles', () => {
    const xc1 = capacitiveReactance(50, 10e-6);
    const xc2 = capacitiveReactance(100, 10e-6);
    if (!xc1.ok || !xc2.ok) throw new Error('expected results');
    expect(xc1.ohms / xc2.ohms).toBeCloseTo(2, 10);
    expect(xc1.ohms).toBeCloseTo(318.31, 2);
  });

  it('rejects zero, negative and missing values with the field named', () => {
    expect(capacitiveReactance(0, 1e-6)).toEqual({
      ok: false,
      error: 'Frequency must be greater than zero.',
    });
    expect(inductiveReactance(50, -1)).toEqual({ ok: false, error: 'Inductance must be greater than zero.' });
    expect(capacitiveReactance(50, Number.NaN)).toEqual({
      ok: false,
      error: 'Capacitance must be a number.',
    });
  });
});

describe('first-order cut-off', () => {
  it('RC: 1 kΩ with 159.15 nF cuts off at 1000 Hz, τ = 159.15 µs', () => {
    const result = rcCutoff(1000, 159.155e-9);
    expect(result).toMatchObject({ ok: true, formula: 'fc = 1 / (2π × R × C)' });
    if (result.ok) {
      expect(result.hertz).toBeCloseTo(1000, 1);
      expect(result.tauSeconds).toBeCloseTo(159.155e-6, 9);
    }
  });

  it('RL: 100 Ω with 10 mH cuts off at R / (2πL) = 1591.5 Hz, τ = L/R = 100 µs', () => {
    const result = rlCutoff(100, 10e-3);
    expect(result).toMatchObject({ ok: true, formula: 'fc = R / (2π × L)', tauSeconds: 1e-4, omega: 10_000 });
    if (result.ok) expect(result.hertz).toBeCloseTo(1591.549, 3);
  });

  it('at the cut-off the reactance equals the resistance', () => {
    const rc = rcCutoff(4700, 22e-9);
    if (!rc.ok) throw new Error(rc.error);
    const xc = capacitiveReactance(rc.hertz, 22e-9);
    if (xc.ok) expect(xc.ohms).toBeCloseTo(4700, 6);
  });

  it('rejects a zero resistor', () => {
    expect(rcCutoff(0, 1e-6)).toEqual({ ok: false, error: 'Resistance must be greater than zero.' });
    expect(rlCutoff(10, 0)).toEqual({ ok: false, error: 'Inductance must be greater than zero.' });
  });
});

describe('lcResonance', () => {
  it('10 µH with 100 nF resonates at 159.15 kHz; √(L/C) = 10 Ω', () => {
    const result = lcResonance(10e-6, 100e-9);
    expect(result).toMatchObject({ ok: true, characteristicOhms: 10, omega: 1e6 });
    if (result.ok) expect(result.hertz).toBeCloseTo(159_154.94, 1);
  });

  it('XL equals XC at resonance', () => {
    const result = lcResonance(1e-3, 1e-6);
    if (!result.ok) throw new Error(result.error);
    const xl = inductiveReactance(result.hertz, 1e-3);
    const xc = capacitiveReactance(result.hertz, 1e-6);
    if (xl.ok && xc.ok) expect(xl.ohms).toBeCloseTo(xc.ohms, 8);
  });

  it('rejects missing parts', () => {
    expect(lcResonance(0, 1e-9).ok).toBe(false);
    expect(lcResonance(1e-6, -1).ok).toBe(false);
  });
});
