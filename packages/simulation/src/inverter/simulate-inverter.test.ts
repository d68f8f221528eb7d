import { describe, expect, it } from 'vitest';
import type { InverterParams } from './inverter-params';
import { simulateInverter } from './simulate-inverter';
import { harmonicSpectrum } from './spectrum';

const BASE: InverterParams = {
  dcLinkVoltage: 600,
  modulationIndex: 0.8,
  modulation: 'sine',
  outputFrequency: 50,
  carrierFrequency: 5000,
  deadTime: 0,
  resistance: 10,
  inductance: 10e-3,
  cycles: 1,
};

const fundamental = (signal: ArrayLike<number>) => harmonicSpectrum(signal, 1, 1).amplitudes[1] ?? 0;

describe('three-phase inverter model', () => {
  it('gives a line-voltage fundamental of √3/2·m·Vdc in the linear range', () => {
    const run = simulateInverter(BASE);
    expect(fundamental(run.lineVoltage[0]) / ((Math.sqrt(3) / 2) * 0.8 * 600)).toBeCloseTo(1, 3);
  });

  it('drives the R-L load with the phasor current V1/|R + jωL|', () => {
    const run = simulateInverter(BASE);
    const z = Math.hypot(10, 2 * Math.PI * 50 * 10e-3);
    expect(fundamental(run.phaseCurrent[1]) / ((0.8 * 300) / z)).toBeCloseTo(1, 3);
  });

  it('reaches a line fundamental of Vdc at m = 2/√3 with SVPWM or third harmonic, where sine PWM saturates', () => {
    const m = 2 / Math.sqrt(3);
    for (const modulation of ['svpwm', 'third-harmonic'] as const) {
      expect(
        fundamental(simulateInverter({ ...BASE, modulation, modulationIndex: m }).lineVoltage[0]) / 600,
      ).toBeCloseTo(1, 2);
    }
    expect(fundamental(simulateInverter({ ...BASE, modulationIndex: m }).lineVoltage[0])).toBeLessThan(
      0.98 * 600,
    );
  });

  it('loses about (4/π)·Vdc·td·fc·cos φ of fundamental to dead time', () => {
    // Dead time adds a square wave of height Vdc·td·fc against the current; φ is the load angle.
    const withDeadTime = { ...BASE, deadTime: 4e-6 };
    const ideal = fundamental(simulateInverter(BASE).phaseVoltage[0]);
    const lost = ideal - fundamental(simulateInverter(withDeadTime).phaseVoltage[0]);
    const phi = Math.atan2(2 * Math.PI * 50 * 10e-3, 10);
    const expected = (4 / Math.PI) * 600 * 4e-6 * 5000 * Math.cos(phi);
    expect(lost / expected).toBeGreaterThan(0.9);
    expect(lost / expected).toBeLessThan(1.1);
  });

  it('never gates both switches of a leg, and blanks both for the dead time at each edge', () => {
    const run = simulateInverter({ ...BASE, deadTime: 3e-6 });
    const upper = run.gateUpper[0];
    const lower = run.gateLower[0];
    let bothOff = 0;
    upper.forEach((u, k) => {
      expect(u + (lower[k] ?? 0)).toBeLessThanOrEqual(1);
      if (u === 0 && lower[k] === 0) bothOff++;
    });
    // Two edges per carrier period: both off for 2·td·fc of the time.
    expect(bothOff / upper.length).toBeCloseTo(2 * 3e-6 * 5000, 2);
  });

  it('draws almost no current when the back-EMF matches the applied fundamental', () => {
    const run = simulateInverter({ ...BASE, backEmf: { peak: 0.8 * 300, lagDegrees: 0 } });
    const z = Math.hypot(10, 2 * Math.PI * 50 * 10e-3);
    expect(fundamental(run.phaseCurrent[0])).toBeLessThan(0.01 * ((0.8 * 300) / z));
  });
});
