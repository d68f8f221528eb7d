import { describe, expect, it } from 'vitest';
import { harmonicSpectrum } from './spectrum';

const N = 1024;

describe('harmonicSpectrum', () => {
  it('finds 4/π and 4/3π in a square wave and its THD of √(π²/8 − 1)', () => {
    const square = Float64Array.from({ length: N }, (_, k) => (k < N / 2 ? 1 : -1));
    const { amplitudes, thd } = harmonicSpectrum(square, 1);
    expect(amplitudes[1]).toBeCloseTo(4 / Math.PI, 3);
    expect(amplitudes[3]).toBeCloseTo(4 / (3 * Math.PI), 2);
    expect(amplitudes[2]).toBeCloseTo(0, 9);
    expect(thd).toBeCloseTo(Math.sqrt((Math.PI * Math.PI) / 8 - 1), 2);
  });

  it('reads harmonic k at bin k·cycles when the record holds several cycles', () => {
    const w = (k: number) => (2 * Math.PI * k * 4) / N;
    const wave = Float64Array.from(
      { length: N },
      (_, k) => 2 + 10 * Math.sin(w(1) * k) + 0.3 * Math.cos(w(5) * k),
    );
    const { amplitudes, thd } = harmonicSpectrum(wave, 4);
    expect(amplitudes[0]).toBeCloseTo(2, 9);
    expect(amplitudes[1]).toBeCloseTo(10, 9);
    expect(amplitudes[5]).toBeCloseTo(0.3, 9);
    expect(thd).toBeCloseTo(0.03, 9);
  });

  it('refuses a record that is not a power of two long', () => {
    expect(() => harmonicSpectrum(new Float64Array(1000), 1)).toThrow(RangeError);
  });
});
