import { describe, expect, it } from 'vitest';
import { monostableWaveform } from './monostable-waveform';

describe('monostableWaveform', () => {
  // 100 kΩ and 10 µF: τ = 1 s, so the pulse lasts ln 3 ≈ 1.0986 s.
  const points = monostableWaveform(100e3, 10e-6, 9);

  it('holds the output high for ln 3 time constants after the trigger', () => {
    const high = points.filter((p) => p.output === 9);
    expect(high[0]?.t).toBe(0);
    expect(high.at(-1)?.t).toBeCloseTo(1.0986, 4);
  });

  it('charges the capacitor to two thirds of the supply at the end of the pulse, then empties it', () => {
    const high = points.filter((p) => p.output === 9);
    expect(high.at(-1)?.capacitor).toBeCloseTo(6, 9);
    expect(points.at(-1)).toMatchObject({ output: 0, capacitor: 0 });
  });

  it('keeps time increasing so a line chart draws the edges vertical', () => {
    for (let i = 1; i < points.length; i += 1)
      expect(points[i]?.t).toBeGreaterThanOrEqual(points[i - 1]?.t ?? 0);
  });
});
