import { describe, expect, it } from 'vitest';
import { ledResistor } from './led-resistor';

describe('ledResistor', () => {
  it('sizes a single red LED on 5 V', () => {
    const result = ledResistor({ supplyVolts: 5, forwardVolts: 2, currentAmps: 0.02 });
    expect(result).toMatchObject({
      ok: true,
      exactOhms: 150,
      standardOhms: 150,
      actualCurrentAmps: 0.02,
      resistorWatts: 0.06,
      ledWatts: 0.04,
      totalForwardVolts: 2,
      formula: 'R = (Vs − n × Vf) / I',
      warnings: [],
    });
    if (result.ok) expect(result.wattage).toMatchObject({ ratingWatts: 0.125 });
  });

  it('rounds up to the next standard value so the current stays below the target', () => {
    const result = ledResistor({ supplyVolts: 12, forwardVolts: 3.2, currentAmps: 0.02, ledCount: 3 });
    expect(result).toMatchObject({ exactOhms: 120, standardOhms: 120, totalForwardVolts: 9.6 });
    const odd = ledResistor({ supplyVolts: 9, forwardVolts: 2, currentAmps: 0.02 });
    expect(odd).toMatchObject({ exactOhms: 350, standardOhms: 360 });
    if (odd.ok) expect(odd.actualCurrentAmps).toBeCloseTo(7 / 360, 12);
    const e12 = ledResistor({ supplyVolts: 9, forwardVolts: 2, currentAmps: 0.02, series: 'E12' });
    expect(e12).toMatchObject({ standardOhms: 390 });
  });

  it('recommends a bigger resistor for high-current LEDs', () => {
    const result = ledResistor({ supplyVolts: 12, forwardVolts: 3, currentAmps: 0.35 });
    expect(result).toMatchObject({ exactOhms: 25.7142857143, standardOhms: 27 });
    if (!result.ok) return;
    expect(result.resistorWatts).toBeCloseTo((9 / 27) ** 2 * 27, 10);
    expect(result.wattage).toMatchObject({ ratingWatts: 10 });
  });

  it('warns when little voltage is left for the resistor', () => {
    const result = ledResistor({ supplyVolts: 3.3, forwardVolts: 3.1, currentAmps: 0.01 });
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.warnings[0]).toContain('200 mV is left');
  });

  it('warns instead of failing when no listed wattage is enough', () => {
    const result = ledResistor({ supplyVolts: 48, forwardVolts: 3, currentAmps: 1 });
    expect(result).toMatchObject({ ok: true, wattage: null });
    if (result.ok) expect(result.warnings.join(' ')).toContain('power resistor');
  });

  it('refuses a supply at or below the total forward voltage', () => {
    expect(ledResistor({ supplyVolts: 5, forwardVolts: 2, currentAmps: 0.02, ledCount: 3 })).toEqual({
      ok: false,
      error:
        'The supply (5 V) must be higher than the total LED forward voltage (3 × 2 V = 6 V). Use fewer LEDs in series or a higher supply.',
    });
    expect(ledResistor({ supplyVolts: 3, forwardVolts: 3, currentAmps: 0.02 }).ok).toBe(false);
  });

  it('refuses bad inputs', () => {
    expect(ledResistor({ supplyVolts: 0, forwardVolts: 2, currentAmps: 0.02 }).ok).toBe(false);
    expect(ledResistor({ supplyVolts: 5, forwardVolts: -2, currentAmps: 0.02 }).ok).toBe(false);
    expect(ledResistor({ supplyVolts: 5, forwardVolts: 2, currentAmps: 0 }).ok).toBe(false);
    expect(ledResistor({ supplyVolts: 5, forwardVolts: 2, currentAmps: 0.02, ledCount: 1.5 }).ok).toBe(false);
    expect(ledResistor({ supplyVolts: 5, forwardVolts: 2, currentAmps: 0.02, ledCount: 0 }).ok).toBe(false);
    expect(
      ledResistor({ supplyVolts: 5, forwardVolts: 2, currentAmps: 0.02, series: 'E96' as 'E24' }).ok,
    ).toBe(false);
  });
});
