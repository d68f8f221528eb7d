import { describe, expect, it } from 'vitest';
import { astableWaveform } from './timer-555-waveform';

const PARTS = { r1: 1000, r2: 10_000, capacitanceFarads: 10e-6 };

describe('astableWaveform', () => {
  it('swings the capacitor between 1/3 and 2/3 of the supply', () => {
    const result = astableWaveform(PARTS, { supplyVolts: 9 });
    if (!result.ok) throw new Error(result.error);
    const voltages = result.points.map((point) => point.capacitor);
    expect(Math.min(...voltages)).toBeCloseTo(3, 9);
    expect(Math.max(...voltages)).toBeCloseTo(6, 9);
  });

  it('drives the output high while charging and low while discharging', () => {
    const result = astableWaveform(PARTS, { cycles: 1, pointsPerPhase: 10 });
    if (!result.ok) throw new Error(result.error);
    expect(result.points).toHaveLength(22);
    expect(result.points.slice(0, 11).every((p) => p.output === 5)).toBe(true);
    expect(result.points.slice(11).every((p) => p.output === 0)).toBe(true);
    expect(result.points[10]?.t).toBe(result.points[11]?.t);
  });

  it('spans the requested number of periods in increasing time', () => {
    const result = astableWaveform(PARTS, { cycles: 3 });
    if (!result.ok) throw new Error(result.error);
    const last = result.points.at(-1);
    expect(last?.t).toBeCloseTo(3 * result.periodSeconds, 12);
    for (let i = 1; i < result.points.length; i += 1) {
      expect(result.points[i]?.t ?? 0).toBeGreaterThanOrEqual(result.points[i - 1]?.t ?? 0);
    }
  });

  it('uses the diode charge path', () => {
    const result = astableWaveform({ ...PARTS, diode: true }, { cycles: 1, pointsPerPhase: 4 });
    if (!result.ok) throw new Error(result.error);
    expect(result.points[4]?.t).toBeCloseTo(Math.LN2 * 1000 * 10e-6, 12);
    expect(result.points[4]?.capacitor).toBeCloseTo(10 / 3, 9);
  });

  it('rejects bad options and parts', () => {
    expect(astableWaveform(PARTS, { cycles: 0 }).ok).toBe(false);
    expect(astableWaveform(PARTS, { cycles: 1.5 }).ok).toBe(false);
    expect(astableWaveform(PARTS, { pointsPerPhase: 1 }).ok).toBe(false);
    expect(astableWaveform(PARTS, { supplyVolts: 0 }).ok).toBe(false);
    expect(astableWaveform({ ...PARTS, r2: 0 }).ok).toBe(false);
  });
});
