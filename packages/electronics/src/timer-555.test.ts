import { describe, expect, it } from 'vitest';
import { astable555, monostable555 } from './timer-555';

describe('astable555', () => {
  it('matches f = 1.44 / ((R1 + 2 R2) C)', () => {
    const result = astable555({ r1: 1000, r2: 10_000, capacitanceFarads: 10e-6 });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.frequencyHz).toBeCloseTo(1.44 / ((1000 + 20_000) * 10e-6), 1);
    expect(result.frequencyHz).toBeCloseTo(1 / (Math.LN2 * 21_000 * 10e-6), 10);
    expect(result.highSeconds).toBeCloseTo(0.0762462, 6);
    expect(result.lowSeconds).toBeCloseTo(0.0693147, 6);
    expect(result.dutyPercent).toBeCloseTo((11 / 21) * 100, 8);
    expect(result.formula).toContain('f = 1.44 / ((R1 + 2·R2) × C)');
  });

  it('gives about 50 % duty when R1 is much smaller than R2', () => {
    const result = astable555({ r1: 1, r2: 1e6, capacitanceFarads: 1e-9 });
    if (!result.ok) throw new Error(result.error);
    expect(result.dutyPercent).toBeCloseTo(50, 3);
  });

  it('charges through R1 only with the diode, allowing a short high time', () => {
    const result = astable555({ r1: 1000, r2: 9000, capacitanceFarads: 1e-6, diode: true });
    if (!result.ok) throw new Error(result.error);
    expect(result.highSeconds).toBeCloseTo(Math.LN2 * 1e-3, 12);
    expect(result.lowSeconds).toBeCloseTo(Math.LN2 * 9e-3, 12);
    expect(result.dutyPercent).toBeCloseTo(10, 8);
    expect(result.notes).toHaveLength(1);
  });

  it('handles audio-range and very slow timers', () => {
    const audio = astable555({ r1: 1000, r2: 6800, capacitanceFarads: 100e-9 });
    if (!audio.ok) throw new Error(audio.error);
    expect(audio.frequencyHz).toBeCloseTo(988.1, 0);
    const slow = astable555({ r1: 1e6, r2: 1e6, capacitanceFarads: 1000e-6 });
    if (!slow.ok) throw new Error(slow.error);
    expect(slow.periodSeconds).toBeCloseTo(Math.LN2 * 3000, 6);
  });

  it('rejects non-positive parts', () => {
    expect(astable555({ r1: 0, r2: 1000, capacitanceFarads: 1e-6 })).toEqual({
      ok: false,
      error: 'R1 must be greater than zero.',
    });
    expect(astable555({ r1: 1000, r2: -1, capacitanceFarads: 1e-6 }).ok).toBe(false);
    expect(astable555({ r1: 1000, r2: 1000, capacitanceFarads: 0 }).ok).toBe(false);
  });
});

describe('monostable555', () => {
  it('gives t = ln 3 × R × C ≈ 1.1 R C', () => {
    const result = monostable555(100_000, 10e-6);
    expect(result).toMatchObject({ ok: true, formula: 't = 1.1 × R × C (ln 3 × R × C)' });
    if (result.ok) {
      expect(result.pulseSeconds).toBeCloseTo(1.0986123, 6);
      expect(result.pulseSeconds).toBeCloseTo(1.1, 1);
    }
  });

  it('rejects non-positive parts', () => {
    expect(monostable555(0, 1e-6).ok).toBe(false);
    expect(monostable555(1000, Number.NaN).ok).toBe(false);
  });
});
