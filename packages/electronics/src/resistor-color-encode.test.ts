import { describe, expect, it } from 'vitest';
import { seriesValues } from './e-series';
import { decodeColorBands } from './resistor-color-code';
import { encodeColorBands } from './resistor-color-encode';

describe('encodeColorBands', () => {
  it('encodes four-band values with a default 5 % gold band', () => {
    expect(encodeColorBands(4700, { bandCount: 4 })).toMatchObject({
      ok: true,
      bands: ['yellow', 'violet', 'red', 'gold'],
      tolerancePercent: 5,
    });
    expect(encodeColorBands(10, { bandCount: 4 })).toMatchObject({
      bands: ['brown', 'black', 'black', 'gold'],
    });
    expect(encodeColorBands(4.7, { bandCount: 4 })).toMatchObject({
      bands: ['yellow', 'violet', 'gold', 'gold'],
    });
    expect(encodeColorBands(0.22, { bandCount: 4, tolerancePercent: 10 })).toMatchObject({
      bands: ['red', 'red', 'silver', 'silver'],
    });
  });

  it('encodes five-band values with a default 1 % brown band', () => {
    expect(encodeColorBands(4750, { bandCount: 5 })).toMatchObject({
      bands: ['yellow', 'violet', 'green', 'brown', 'brown'],
      tolerancePercent: 1,
    });
    expect(encodeColorBands(100, { bandCount: 5 })).toMatchObject({
      bands: ['brown', 'black', 'black', 'black', 'brown'],
    });
    expect(encodeColorBands(1, { bandCount: 5, tolerancePercent: 0.1 })).toMatchObject({
      bands: ['brown', 'black', 'black', 'silver', 'violet'],
    });
  });

  it('adds the temperature coefficient band for six bands', () => {
    expect(encodeColorBands(33_000, { bandCount: 6, tempCoPpmPerK: 50 })).toMatchObject({
      bands: ['orange', 'orange', 'black', 'red', 'brown', 'red'],
      tempCoPpmPerK: 50,
    });
    expect(encodeColorBands(1000, { bandCount: 6 })).toMatchObject({ tempCoPpmPerK: 100 });
  });

  it('leaves the tolerance band off for ±20 %', () => {
    const result = encodeColorBands(1000, { bandCount: 4, tolerancePercent: 20 });
    expect(result).toMatchObject({ ok: true, bands: ['brown', 'black', 'red'] });
    expect(encodeColorBands(1000, { bandCount: 5, tolerancePercent: 20 }).ok).toBe(false);
  });

  it('rejects values that need more digits than the band count has', () => {
    const result = encodeColorBands(4750, { bandCount: 4 });
    expect(result).toEqual({
      ok: false,
      error: '4.75 kΩ needs more than 2 significant digits; use a 5- or 6-band code.',
    });
    const five = encodeColorBands(4753, { bandCount: 5 });
    expect(five.ok).toBe(false);
    if (!five.ok) expect(five.error).toContain('no colour code shows it exactly');
  });

  it('rejects values outside the multiplier range', () => {
    const small = encodeColorBands(0.001, { bandCount: 4 });
    expect(small).toEqual({ ok: false, error: '1 mΩ is below the smallest 4-band value, 10 mΩ.' });
    const large = encodeColorBands(1e12, { bandCount: 4 });
    expect(large.ok).toBe(false);
    if (!large.ok) expect(large.error).toContain('above the largest 4-band value, 99 GΩ');
    expect(encodeColorBands(0.1, { bandCount: 5 })).toMatchObject({
      bands: ['brown', 'black', 'black', 'pink', 'brown'],
    });
  });

  it('rejects tolerances and temperature coefficients that have no colour', () => {
    const tolerance = encodeColorBands(1000, { bandCount: 4, tolerancePercent: 3 });
    expect(tolerance.ok).toBe(false);
    if (!tolerance.ok) expect(tolerance.error).toContain('No colour stands for ±3 %');
    const tempCo = encodeColorBands(1000, { bandCount: 6, tempCoPpmPerK: 30 });
    expect(tempCo.ok).toBe(false);
    if (!tempCo.ok) expect(tempCo.error).toContain('30 ppm/K');
  });

  it('rejects negative, NaN and bad band counts; encodes zero as one black band', () => {
    expect(encodeColorBands(-100, { bandCount: 4 }).ok).toBe(false);
    expect(encodeColorBands(Number.NaN, { bandCount: 4 }).ok).toBe(false);
    expect(encodeColorBands(100, { bandCount: 7 as 4 }).ok).toBe(false);
    expect(encodeColorBands(0, { bandCount: 5 })).toMatchObject({ ok: true, bands: ['black'] });
  });

  it('round-trips through the decoder for every E24 and E96 value of one decade', () => {
    for (const base of seriesValues('E24')) {
      const ohms = Math.round(base * 100) * 10;
      const encoded = encodeColorBands(ohms, { bandCount: 4 });
      if (!encoded.ok) throw new Error(encoded.error);
      expect(decodeColorBands(encoded.bands)).toMatchObject({ ohms });
    }
    for (const base of seriesValues('E96')) {
      const ohms = Math.round(base * 100) * 100;
      const encoded = encodeColorBands(ohms, { bandCount: 5 });
      if (!encoded.ok) throw new Error(encoded.error);
      expect(decodeColorBands(encoded.bands)).toMatchObject({ ohms });
    }
  });
});
