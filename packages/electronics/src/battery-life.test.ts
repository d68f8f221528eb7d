import { describe, expect, it } from 'vitest';
import { DEFAULT_DERATING, batteryLife } from './battery-life';

describe('batteryLife', () => {
  it('divides derated capacity by a constant current', () => {
    expect(batteryLife({ capacityMah: 2000, activeCurrentMa: 100 })).toEqual({
      ok: true,
      averageCurrentMa: 100,
      usableCapacityMah: 1700,
      hours: 17,
      days: 0.708333333333,
      formula: 't = C × k / (Ia × D + Is × (1 − D))',
    });
    expect(DEFAULT_DERATING).toBe(0.85);
  });

  it('averages active and sleep current by duty cycle', () => {
    const result = batteryLife({
      capacityMah: 1000,
      activeCurrentMa: 20,
      sleepCurrentMa: 0.01,
      dutyCyclePercent: 1,
      deratingFactor: 1,
    });
    expect(result).toMatchObject({ ok: true, averageCurrentMa: 0.2099 });
    if (!result.ok) return;
    expect(result.hours).toBeCloseTo(1000 / 0.2099, 6);
    expect(result.days).toBeCloseTo(1000 / 0.2099 / 24, 6);
  });

  it('runs on sleep current alone at 0 % duty', () => {
    expect(
      batteryLife({ capacityMah: 220, activeCurrentMa: 5, sleepCurrentMa: 0.005, dutyCyclePercent: 0 }),
    ).toMatchObject({
      averageCurrentMa: 0.005,
      hours: 37_400,
      days: 1558.33333333,
    });
  });

  it('handles a full derating of 1 and huge batteries', () => {
    expect(batteryLife({ capacityMah: 100_000, activeCurrentMa: 1000, deratingFactor: 1 })).toMatchObject({
      hours: 100,
    });
  });

  it('refuses an average current of zero', () => {
    const result = batteryLife({ capacityMah: 1000, activeCurrentMa: 0 });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toContain('average current is zero');
  });

  it('refuses bad inputs with the field named', () => {
    expect(batteryLife({ capacityMah: 0, activeCurrentMa: 10 })).toEqual({
      ok: false,
      error: 'Capacity must be greater than zero.',
    });
    expect(batteryLife({ capacityMah: 100, activeCurrentMa: -1 }).ok).toBe(false);
    expect(batteryLife({ capacityMah: 100, activeCurrentMa: 1, dutyCyclePercent: 120 })).toEqual({
      ok: false,
      error: 'Duty cycle must be between 0 % and 100 %.',
    });
    expect(batteryLife({ capacityMah: 100, activeCurrentMa: 1, deratingFactor: 1.2 }).ok).toBe(false);
    expect(batteryLife({ capacityMah: 100, activeCurrentMa: 1, deratingFactor: 0 }).ok).toBe(false);
    expect(batteryLife({ capacityMah: 100, activeCurrentMa: 1, sleepCurrentMa: Number.NaN }).ok).toBe(false);
  });
});
