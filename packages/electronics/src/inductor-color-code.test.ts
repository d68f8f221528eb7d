import { describe, expect, it } from 'vitest';
import { decodeInductorBands } from './inductor-color-code';

describe('decodeInductorBands', () => {
  it('brown-black-brown-silver is 10 × 10 = 100 µH ±10 %', () => {
    expect(decodeInductorBands(['brown', 'black', 'brown', 'silver'])).toEqual({
      ok: true,
      microhenries: 100,
      henries: 0.0001,
      tolerancePercent: 10,
      minMicrohenries: 90,
      maxMicrohenries: 110,
      decimalPoint: false,
      formula: 'L = (10·d1 + d2) × multiplier µH',
    });
  });

  it('reads the usual values: 4.7 µH, 22 µH, 1 mH, 0.47 µH', () => {
    expect(decodeInductorBands(['yellow', 'violet', 'gold', 'gold'])).toMatchObject({
      microhenries: 4.7,
      tolerancePercent: 5,
    });
    expect(decodeInductorBands(['red', 'red', 'black', 'silver'])).toMatchObject({ microhenries: 22 });
    expect(decodeInductorBands(['brown', 'black', 'red', 'gold'])).toMatchObject({
      microhenries: 1000,
      henries: 0.001,
    });
    expect(decodeInductorBands(['yellow', 'violet', 'silver', 'black'])).toMatchObject({
      microhenries: 0.47,
      tolerancePercent: 20,
    });
  });

  it('takes gold in the first two places as the decimal point (military code)', () => {
    expect(decodeInductorBands(['red', 'gold', 'red', 'silver'])).toMatchObject({
      ok: true,
      microhenries: 2.2,
      decimalPoint: true,
      formula: 'L = d1.d3 µH (gold = decimal point)',
    });
    expect(decodeInductorBands(['gold', 'red', 'red', 'silver'])).toMatchObject({
      microhenries: 0.22,
      decimalPoint: true,
    });
  });

  it('a missing fourth band means ±20 %', () => {
    expect(decodeInductorBands(['brown', 'black', 'black', 'none'])).toMatchObject({
      microhenries: 10,
      minMicrohenries: 8,
      maxMicrohenries: 12,
    });
  });

  it('says which band cannot be right', () => {
    expect(decodeInductorBands(['silver', 'black', 'red', 'gold'])).toEqual({
      ok: false,
      error: 'Band 1 (silver) is in a digit position, but silver never stands for a digit.',
    });
    expect(decodeInductorBands(['brown', 'black', 'white', 'gold'])).toEqual({
      ok: false,
      error: 'Band 3 (white) is the multiplier band, but white is not an inductor multiplier colour.',
    });
    expect(decodeInductorBands(['brown', 'black', 'red', 'white']).ok).toBe(false);
    expect(decodeInductorBands(['gold', 'gold', 'red', 'gold']).ok).toBe(false);
    expect(decodeInductorBands(['red', 'gold', 'silver', 'gold'])).toEqual({
      ok: false,
      error: 'Band 3 (silver) is in a digit position, but silver never stands for a digit.',
    });
    expect(decodeInductorBands(['brown', 'black', 'red']).ok).toBe(false);
    expect(decodeInductorBands(['brown', 'black', 'mauve', 'gold']).ok).toBe(false);
  });
});
