import { describe, expect, it } from 'vitest';
import { awgDiameterMm } from './awg';
import { AMPACITY_TABLE, ampacityFor } from './awg-ampacity';

describe('ampacity table', () => {
  it('covers every gauge from 4/0 to 40 and falls with size', () => {
    expect(AMPACITY_TABLE.map(([gauge]) => gauge)).toEqual(Array.from({ length: 44 }, (_, i) => i - 3));
    for (let i = 1; i < AMPACITY_TABLE.length; i += 1) {
      const [, chassis, transmission] = AMPACITY_TABLE[i] ?? [0, 0, 0];
      const [, prevChassis, prevTransmission] = AMPACITY_TABLE[i - 1] ?? [0, 0, 0];
      expect(chassis).toBeLessThan(prevChassis);
      expect(transmission).toBeLessThan(prevTransmission);
    }
  });

  it('transmission column follows the 700 circular mils per ampere rule within 5 %', () => {
    for (const [gauge, , transmission] of AMPACITY_TABLE) {
      const mils = awgDiameterMm(gauge) / 0.0254;
      expect(Math.abs(mils ** 2 / 700 / transmission - 1)).toBeLessThan(0.05);
    }
  });

  it('names its source', () => {
    expect(ampacityFor(12)?.source).toContain('PowerStream');
    expect(ampacityFor(41)).toBeNull();
  });
});
