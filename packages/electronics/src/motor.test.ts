import { describe, expect, it } from 'vitest';
import {
  hpToKw,
  kwToHp,
  nmToLbFt,
  polesFromRatedSpeed,
  powerFromTorque,
  synchronousSpeed,
  torqueFromPower,
} from './motor';

describe('lb·ft output', () => {
  it('1 N·m = 0.737562 lb·ft, and 95.5 N·m (10 kW at 1000 rpm) = 70.44 lb·ft', () => {
    expect(nmToLbFt(1)).toEqual({ ok: true, torqueLbFt: 0.737562, formula: 'T[lb·ft] = 0.737562 × T[N·m]' });
    expect(torqueFromPower(10, 'kW', 1000)).toMatchObject({ torqueNm: 95.5, torqueLbFt: 70.437171 });
    // 5252 is the classic hp·rpm / lb·ft constant: 10 hp at 5252 rpm is about 10 lb·ft.
    const hp = torqueFromPower(10, 'hp', 5252);
    if (hp.ok) expect(hp.torqueLbFt).toBeCloseTo(10, 1);
    expect(nmToLbFt(Number.NaN).ok).toBe(false);
  });
});

describe('torqueFromPower', () => {
  it('T = 9550 × P / n', () => {
    expect(torqueFromPower(7.5, 'kW', 1450)).toMatchObject({
      ok: true,
      torqueNm: 49.3965517241,
      kilowatts: 7.5,
    });
    expect(torqueFromPower(10, 'kW', 1000)).toMatchObject({ torqueNm: 95.5 });
    expect(torqueFromPower(1, 'kW', 9550)).toMatchObject({
      torqueNm: 1,
      formula: 'T = 9550 × P[kW] / n[rpm]',
    });
  });

  it('converts horsepower first', () => {
    const result = torqueFromPower(10, 'hp', 1750);
    expect(result).toMatchObject({ ok: true, kilowatts: 7.457, horsepower: 10 });
    if (result.ok) expect(result.torqueNm).toBeCloseTo((9550 * 7.457) / 1750, 10);
  });

  it('agrees with the exact 60000/2π constant within 0.01 %', () => {
    const result = torqueFromPower(15, 'kW', 2930);
    if (!result.ok) throw new Error(result.error);
    const exact = (15_000 / ((2 * Math.PI * 2930) / 60)) * 1;
    expect(Math.abs(result.torqueNm / exact - 1)).toBeLessThan(1e-4);
  });

  it('rejects zero, negative and unknown units', () => {
    expect(torqueFromPower(0, 'kW', 1450).ok).toBe(false);
    expect(torqueFromPower(5, 'kW', 0)).toEqual({ ok: false, error: 'Speed must be greater than zero.' });
    expect(torqueFromPower(5, 'PS' as 'kW', 1450).ok).toBe(false);
  });
});

describe('powerFromTorque and unit conversion', () => {
  it('P = T × n / 9550', () => {
    expect(powerFromTorque(95.5, 1000)).toMatchObject({ ok: true, kilowatts: 10, horsepower: 13.4102185866 });
  });

  it('converts horsepower and kilowatts both ways', () => {
    expect(hpToKw(1)).toMatchObject({ ok: true, kilowatts: 0.7457 });
    expect(hpToKw(100)).toMatchObject({ kilowatts: 74.57 });
    expect(kwToHp(0.7457)).toMatchObject({ horsepower: 1 });
    expect(kwToHp(0)).toMatchObject({ horsepower: 0 });
    expect(hpToKw(Number.NaN).ok).toBe(false);
  });

  it('rejects non-positive torque or speed', () => {
    expect(powerFromTorque(-1, 1000).ok).toBe(false);
    expect(powerFromTorque(1, 0).ok).toBe(false);
  });
});

describe('synchronousSpeed', () => {
  it.each([
    [50, 2, 3000],
    [50, 4, 1500],
    [50, 6, 1000],
    [50, 8, 750],
    [60, 2, 3600],
    [60, 4, 1800],
    [60, 6, 1200],
  ])('%i Hz, %i poles → %i rpm', (f, p, rpm) => {
    expect(synchronousSpeed(f, p)).toMatchObject({ ok: true, syncRpm: rpm, formula: 'n_s = 120 × f / p' });
  });

  it('rejects odd or fractional pole counts', () => {
    expect(synchronousSpeed(50, 3).ok).toBe(false);
    expect(synchronousSpeed(50, 4.5).ok).toBe(false);
    expect(synchronousSpeed(50, 0).ok).toBe(false);
    expect(synchronousSpeed(0, 4).ok).toBe(false);
  });
});

describe('polesFromRatedSpeed', () => {
  it.each([
    [50, 2900, 2, 3000, 3.333333],
    [50, 1450, 4, 1500, 3.333333],
    [50, 960, 6, 1000, 4],
    [50, 720, 8, 750, 4],
    [60, 3500, 2, 3600, 2.777778],
    [60, 1750, 4, 1800, 2.777778],
    [60, 1160, 6, 1200, 3.333333],
  ])('%i Hz at %i rpm → %i poles, %i rpm synchronous', (f, rpm, poles, sync, slip) => {
    const result = polesFromRatedSpeed(f, rpm);
    expect(result).toMatchObject({ ok: true, poles, syncRpm: sync, notes: [] });
    if (result.ok) expect(result.slipPercent).toBeCloseTo(slip, 4);
  });

  it('reads an exact synchronous speed as zero slip with a note', () => {
    const result = polesFromRatedSpeed(50, 1500);
    expect(result).toMatchObject({ poles: 4, slipPercent: 0 });
    if (result.ok) expect(result.notes[0]).toContain('synchronous motor');
  });

  it('flags unusually high slip', () => {
    const result = polesFromRatedSpeed(50, 2500);
    expect(result).toMatchObject({ ok: true, poles: 2, syncRpm: 3000 });
    if (result.ok) expect(result.notes[0]).toContain('unusually high');
  });

  it('handles many-pole slow motors and variable-frequency operation', () => {
    expect(polesFromRatedSpeed(50, 290)).toMatchObject({ poles: 20, syncRpm: 300 });
    expect(polesFromRatedSpeed(87, 2540)).toMatchObject({ poles: 4, syncRpm: 2610 });
  });

  it('refuses speeds above the 2-pole synchronous speed', () => {
    const result = polesFromRatedSpeed(50, 3100);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toContain('3000 rpm');
    expect(polesFromRatedSpeed(50, 0).ok).toBe(false);
  });
});
