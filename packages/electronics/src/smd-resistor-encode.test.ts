import { describe, expect, it } from 'vitest';
import { seriesValues } from './e-series';
import { decodeSmdResistor } from './smd-resistor-code';
import { smdMarkingsFor } from './smd-resistor-encode';

describe('smdMarkingsFor', () => {
  it.each([
    [4700, '472', '4701', null],
    [10_000, '103', '1002', '01C'],
    [100, '101', '1000', '01A'],
    [10, '100', '10R0', '01X'],
    [4.7, '4R7', '4R70', null],
    [0.47, 'R47', 'R470', null],
    [0.1, 'R10', 'R100', '01Z'],
    [49.9, null, '49R9', '68X'],
    [4990, null, '4991', '68B'],
    [1_000_000, '105', '1004', '01E'],
    [0.047, null, 'R047', null],
  ])('%d Ω → %s / %s / %s', (ohms, three, four, eia) => {
    expect(smdMarkingsFor(ohms)).toMatchObject({ ok: true, threeDigit: three, fourDigit: four, eia96: eia });
  });

  it('marks zero-ohm links with zeros', () => {
    expect(smdMarkingsFor(0)).toMatchObject({ threeDigit: '000', fourDigit: '0000', eia96: null });
  });

  it('gives no code for values beyond the digit ranges', () => {
    expect(smdMarkingsFor(1e12)).toMatchObject({ threeDigit: null, fourDigit: null, eia96: null });
    expect(smdMarkingsFor(4753)).toMatchObject({ threeDigit: null, fourDigit: null });
  });

  it('rejects negative and non-numbers', () => {
    expect(smdMarkingsFor(-1).ok).toBe(false);
    expect(smdMarkingsFor(Number.NaN).ok).toBe(false);
  });

  it('round-trips every E96 value of two decades through the decoder', () => {
    for (const base of seriesValues('E96')) {
      for (const scale of [100, 10_000]) {
        const ohms = Math.round(base * 100) * (scale / 100);
        const markings = smdMarkingsFor(ohms);
        if (!markings.ok || !markings.eia96 || !markings.fourDigit) throw new Error(`no code for ${ohms}`);
        expect(decodeSmdResistor(markings.eia96)).toMatchObject({ ohms });
        expect(decodeSmdResistor(markings.fourDigit)).toMatchObject({ ohms });
      }
    }
  });
});
