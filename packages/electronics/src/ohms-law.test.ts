import { describe, expect, it } from 'vitest';
import { solveOhmsLaw } from './ohms-law';

describe('solveOhmsLaw', () => {
  it('V and I give R and P', () => {
    expect(solveOhmsLaw({ voltage: 12, current: 0.5 })).toEqual({
      ok: true,
      voltage: 12,
      current: 0.5,
      resistance: 24,
      power: 6,
      given: ['voltage', 'current'],
      formula: 'R = V / I; P = V × I',
      notes: [],
    });
  });

  it('V and R give I and P', () => {
    const result = solveOhmsLaw({ voltage: 5, resistance: 220 });
    expect(result).toMatchObject({ ok: true, formula: 'I = V / R; P = V² / R' });
    if (result.ok) {
      expect(result.current).toBeCloseTo(5 / 220, 12);
      expect(result.power).toBeCloseTo(25 / 220, 12);
    }
    expect(solveOhmsLaw({ voltage: 230, resistance: 52.9 })).toMatchObject({ power: 1000 });
  });

  it('V and P give I and R', () => {
    expect(solveOhmsLaw({ voltage: 230, power: 2300 })).toMatchObject({ current: 10, resistance: 23 });
  });

  it('I and R give V and P', () => {
    expect(solveOhmsLaw({ current: 0.02, resistance: 150 })).toMatchObject({ voltage: 3, power: 0.06 });
    expect(solveOhmsLaw({ current: 2, resistance: 0 })).toMatchObject({ ok: true, voltage: 0, power: 0 });
  });

  it('I and P give V and R', () => {
    expect(solveOhmsLaw({ current: 2, power: 100 })).toMatchObject({ voltage: 50, resistance: 25 });
  });

  it('R and P give V and I, positive, with a note', () => {
    const result = solveOhmsLaw({ resistance: 100, power: 0.25 });
    expect(result).toMatchObject({ voltage: 5, current: 0.05, formula: 'V = √(P × R); I = √(P / R)' });
    if (result.ok) expect(result.notes).toHaveLength(1);
  });

  it('keeps signs consistent for negative voltage and current', () => {
    expect(solveOhmsLaw({ voltage: -12, current: -2 })).toMatchObject({ resistance: 6, power: 24 });
    expect(solveOhmsLaw({ voltage: -12, resistance: 6 })).toMatchObject({ current: -2, power: 24 });
  });

  it('handles huge and tiny magnitudes', () => {
    expect(solveOhmsLaw({ voltage: 1e6, current: 1e-9 })).toMatchObject({ resistance: 1e15, power: 0.001 });
    expect(solveOhmsLaw({ voltage: 1e-6, resistance: 1e-3 })).toMatchObject({ current: 0.001, power: 1e-9 });
  });

  it('requires exactly two inputs', () => {
    expect(solveOhmsLaw({ voltage: 5 })).toEqual({
      ok: false,
      error: 'Enter exactly two of voltage, current, resistance and power (you gave 1).',
    });
    expect(solveOhmsLaw({ voltage: 5, current: 1, resistance: 5 }).ok).toBe(false);
    expect(solveOhmsLaw({ voltage: null, current: 1, resistance: 5 }).ok).toBe(true);
    expect(solveOhmsLaw({}).ok).toBe(false);
  });

  it('rejects negative resistance and power, and non-numbers', () => {
    expect(solveOhmsLaw({ voltage: 5, resistance: -10 })).toEqual({
      ok: false,
      error: 'Resistance cannot be negative.',
    });
    expect(solveOhmsLaw({ voltage: 5, power: -1 }).ok).toBe(false);
    expect(solveOhmsLaw({ voltage: Number.NaN, current: 1 })).toEqual({
      ok: false,
      error: 'Voltage must be a number.',
    });
    expect(solveOhmsLaw({ voltage: Number.POSITIVE_INFINITY, current: 1 }).ok).toBe(false);
  });

  it('rejects combinations that have no physical answer', () => {
    const cases = [
      { voltage: 5, current: 0 },
      { voltage: 5, current: -1 },
      { voltage: 5, resistance: 0 },
      { voltage: 0, power: 5 },
      { voltage: 0, power: 0 },
      { voltage: 5, power: 0 },
      { current: 0, power: 5 },
      { current: 0, power: 0 },
      { resistance: 0, power: 5 },
      { resistance: 0, power: 0 },
    ];
    for (const input of cases) {
      const result = solveOhmsLaw(input);
      expect(result.ok, JSON.stringify(input)).toBe(false);
      if (!result.ok) expect(result.error.length).toBeGreaterThan(20);
    }
  });

  it('allows a zero voltage with current (a short) and zero power with current', () => {
    expect(solveOhmsLaw({ voltage: 0, current: 1 })).toMatchObject({ ok: true, resistance: 0, power: 0 });
    expect(solveOhmsLaw({ current: 1, power: 0 })).toMatchObject({ ok: true, resistance: 0, voltage: 0 });
  });
});
