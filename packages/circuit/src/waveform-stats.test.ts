import { describe, expect, it } from 'vitest';
import { waveformStats } from './waveform-stats';

function sampled(f: (t: number) => number, stop: number, steps: number) {
  const x = Float64Array.from({ length: steps + 1 }, (_, k) => (k * stop) / steps);
  return { x, y: x.map(f) };
}

describe('waveformStats', () => {
  it('reads a 50 Hz, 10 V peak sine with 2 V offset: RMS of the whole, mean, extremes, frequency', () => {
    const { x, y } = sampled((t) => 2 + 10 * Math.sin(2 * Math.PI * 50 * t), 0.1, 20_000);
    const stats = waveformStats(x, y, 0, 0.1);
    expect(stats?.min).toBeCloseTo(-8, 3);
    expect(stats?.max).toBeCloseTo(12, 3);
    expect(stats?.average).toBeCloseTo(2, 3);
    expect(stats?.rms).toBeCloseTo(Math.sqrt(4 + 50), 3);
    expect(stats?.frequency).toBeCloseTo(50, 3);
  });

  it('weighs uneven time steps by their length', () => {
    // 0 V for 9 s then 10 V for 1 s, sampled densely only in the second part.
    const x = [0, 9, 9.0001, 9.5, 10];
    const y = [0, 0, 10, 10, 10];
    const stats = waveformStats(x, y, 0, 10);
    expect(stats?.average).toBeCloseTo(1, 3);
    expect(stats?.frequency).toBeNull();
  });

  it('only looks between the cursors, in either order', () => {
    const { x, y } = sampled((t) => t, 10, 100);
    expect(waveformStats(x, y, 8, 2)).toMatchObject({ min: 2, max: 8 });
    expect(waveformStats(x, y, 20, 30)).toBeNull();
  });
});
