import { describe, expect, it } from 'vitest';
import { scanRanges } from './range-scan';
import { PRESETS, clampSettings } from './ranges';

describe('range presets and automatic scan', () => {
  it('keeps knobs inside the tracer ranges', () => {
    expect(clampSettings({ amplitude: 50, sourceResistance: 1, frequency: 1e6 })).toEqual({
      amplitude: 20,
      sourceResistance: 10,
      frequency: 5000,
    });
    expect(PRESETS.low.amplitude).toBeLessThan(0.3);
  });

  it('picks a source resistance matching a resistor, as a technician would', () => {
    expect(scanRanges({ kind: 'resistor', ohms: 100e3 })[0]?.settings.sourceResistance).toBe(100e3);
    expect(scanRanges({ kind: 'resistor', ohms: 10 })[0]?.settings.sourceResistance).toBe(10);
  });

  it('raises the test voltage until a diode junction turns on', () => {
    const best = scanRanges({ kind: 'diode', params: { is: 2.52e-9, n: 1.752, rs: 0.568 } })[0];
    expect(best?.settings.amplitude).toBeGreaterThanOrEqual(1);
    expect(best?.score).toBeGreaterThan(0.3);
  });
});
