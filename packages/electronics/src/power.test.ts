import { describe, expect, it } from 'vitest';
import {
  STANDARD_WATTAGES,
  powerFromCurrentResistance,
  powerFromVoltageCurrent,
  powerFromVoltageResistance,
  recommendedWattage,
} from './power';

describe('power formulas', () => {
  it('P = V × I', () => {
    expect(powerFromVoltageCurrent(12, 2)).toEqual({ ok: true, watts: 24, formula: 'P = V × I' });
    expect(powerFromVoltageCurrent(230, 0.1)).toMatchObject({ watts: 23 });
  });

  it('P = V² / R', () => {
    expect(powerFromVoltageResistance(5, 100)).toEqual({ ok: true, watts: 0.25, formula: 'P = V² / R' });
    expect(powerFromVoltageResistance(-5, 100)).toMatchObject({ watts: 0.25 });
  });

  it('P = I² × R', () => {
    expect(powerFromCurrentResistance(0.1, 47)).toEqual({ ok: true, watts: 0.47, formula: 'P = I² × R' });
    expect(powerFromCurrentResistance(3, 0)).toMatchObject({ watts: 0 });
  });

  it('rejects bad inputs', () => {
    expect(powerFromVoltageResistance(5, 0)).toEqual({
      ok: false,
      error: 'Resistance must be greater than zero.',
    });
    expect(powerFromCurrentResistance(1, -5).ok).toBe(false);
    expect(powerFromVoltageCurrent(Number.NaN, 1).ok).toBe(false);
  });
});

describe('recommendedWattage', () => {
  it('lists the stocked ratings', () => {
    expect(STANDARD_WATTAGES.map((rating) => rating.watts)).toEqual([0.125, 0.25, 0.5, 1, 2, 3, 5, 10]);
  });

  it('applies a 2× safety factor by default', () => {
    expect(recommendedWattage(0.1)).toMatchObject({
      ok: true,
      ratingWatts: 0.25,
      label: '1/4 W',
      requiredWatts: 0.2,
    });
    expect(recommendedWattage(0.125)).toMatchObject({ ratingWatts: 0.25, loadPercent: 50 });
    expect(recommendedWattage(0.126)).toMatchObject({ ratingWatts: 0.5 });
    expect(recommendedWattage(0.4)).toMatchObject({ ratingWatts: 1 });
    expect(recommendedWattage(1.2)).toMatchObject({ ratingWatts: 3 });
    expect(recommendedWattage(5)).toMatchObject({ ratingWatts: 10, formula: 'rating ≥ 2 × P' });
  });

  it('takes a custom factor', () => {
    expect(recommendedWattage(0.2, 1)).toMatchObject({ ratingWatts: 0.25 });
    expect(recommendedWattage(0.2, 3)).toMatchObject({ ratingWatts: 1, formula: 'rating ≥ 3 × P' });
  });

  it('gives the smallest rating for zero power', () => {
    expect(recommendedWattage(0)).toMatchObject({ ratingWatts: 0.125, loadPercent: 0 });
  });

  it('says when no listed rating is enough', () => {
    const result = recommendedWattage(6);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toContain('12 W is needed');
  });

  it('rejects negative power and factors below 1', () => {
    expect(recommendedWattage(-1).ok).toBe(false);
    expect(recommendedWattage(1, 0.5)).toEqual({ ok: false, error: 'Safety factor must be at least 1.' });
    expect(recommendedWattage(1, Number.NaN).ok).toBe(false);
  });
});
