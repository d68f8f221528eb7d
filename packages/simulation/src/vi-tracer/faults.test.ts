import { describe, expect, it } from 'vitest';
import { findDevice } from './catalogue';
import type { DeviceSpec } from './device-spec';
import { applyFault } from './faults';
import { traceSignature } from './trace';

const diode = findDevice('d-signal')?.spec as DeviceSpec;
const run = (device: DeviceSpec) =>
  traceSignature({ device, amplitude: 10, frequency: 60, sourceResistance: 1000 });

describe('fault variants', () => {
  it('a leaky diode conducts in reverse by Ohm’s law of the leak', () => {
    const trace = run(applyFault(diode, { kind: 'leaky', ohms: 10e3 }));
    const k = trace.voltage.indexOf(Math.min(...trace.voltage));
    // Reverse peak: the divider of 1 kΩ source and 10 kΩ leak.
    expect(trace.voltage[k]).toBeCloseTo((-10 * 10e3) / 11e3, 2);
    expect(trace.current[k]).toBeCloseTo(-10 / 11e3, 5);
  });

  it('an open junction draws no current and a shorted one drops almost no voltage', () => {
    const open = run(applyFault(diode, { kind: 'open' }));
    expect(Math.max(...open.current.map(Math.abs))).toBeLessThan(1e-12);
    const shorted = run(applyFault(diode, { kind: 'shorted', ohms: 1 }));
    expect(Math.max(...shorted.voltage.map(Math.abs))).toBeLessThan(0.011);
  });

  it('a drifted resistor changes slope by its factor', () => {
    const trace = run(applyFault({ kind: 'resistor', ohms: 1000 }, { kind: 'drifted', factor: 1.5 }));
    expect(Math.max(...trace.voltage)).toBeCloseTo((10 * 1500) / 2500, 3);
  });

  it('a drifted junction moves its knee by n·Vt·ln(factor)', () => {
    const knee = (d: DeviceSpec) => Math.max(...run(d).voltage);
    const shift = knee(diode) - knee(applyFault(diode, { kind: 'drifted', factor: 100 }));
    // n = 1.752, Vt = 25.86 mV at 27 °C
    expect(shift).toBeCloseTo(1.752 * 0.025865 * Math.log(100), 2);
  });
});
