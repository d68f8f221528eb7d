import { describe, expect, it } from 'vitest';
import { diodeCurrent, type DiodeParams } from '../mna/diode';
import {
  BLUE_LED,
  RECTIFIER_DIODE,
  RED_LED,
  SCHOTTKY_DIODE,
  SMALL_NPN,
  SMALL_SIGNAL_DIODE,
  ZENER_12V,
  ZENER_5V1,
} from './device-models';
import { traceSignature } from './trace';

/** Terminal voltage at which the model carries `current` (negative for reverse), by bisection. */
function voltageAt(params: DiodeParams, current: number): number {
  let lo = -100;
  let hi = 10;
  for (let k = 0; k < 200; k++) {
    const mid = (lo + hi) / 2;
    // Junction at mid minus the drop in the series resistance.
    const [i] = diodeCurrent(params, mid - current * (params.rs ?? 0));
    if (i < current) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

describe('generic device models meet the datasheet figures they claim', () => {
  it('signal diode: VF ≤ 1 V at 10 mA (1N4148)', () => {
    const vf = voltageAt(SMALL_SIGNAL_DIODE, 10e-3);
    expect(vf).toBeLessThanOrEqual(1);
    expect(vf).toBeGreaterThan(0.6);
  });
  it('rectifier: VF ≤ 1.1 V at 1 A (1N4007)', () => {
    expect(voltageAt(RECTIFIER_DIODE, 1)).toBeLessThanOrEqual(1.1);
  });
  it('Schottky: VF ≤ 0.6 V at 1 A (1N5819), below a silicon rectifier', () => {
    expect(voltageAt(SCHOTTKY_DIODE, 1)).toBeLessThanOrEqual(0.6);
    expect(voltageAt(SCHOTTKY_DIODE, 1)).toBeLessThan(voltageAt(RECTIFIER_DIODE, 1) - 0.2);
  });
  it('zeners: VZ within 4.8–5.4 V and 11.4–12.7 V at 5 mA (BZX55C5V1, BZX55C12)', () => {
    expect(-voltageAt(ZENER_5V1, -5e-3)).toBeGreaterThanOrEqual(4.8);
    expect(-voltageAt(ZENER_5V1, -5e-3)).toBeLessThanOrEqual(5.4);
    expect(-voltageAt(ZENER_12V, -5e-3)).toBeGreaterThanOrEqual(11.4);
    expect(-voltageAt(ZENER_12V, -5e-3)).toBeLessThanOrEqual(12.7);
  });
  it('LEDs: red 1.8–2.2 V and blue 2.9–3.4 V at 20 mA', () => {
    expect(voltageAt(RED_LED, 20e-3)).toBeGreaterThanOrEqual(1.8);
    expect(voltageAt(RED_LED, 20e-3)).toBeLessThanOrEqual(2.2);
    expect(voltageAt(BLUE_LED, 20e-3)).toBeGreaterThanOrEqual(2.9);
    expect(voltageAt(BLUE_LED, 20e-3)).toBeLessThanOrEqual(3.4);
  });
  it('small NPN: the base–emitter signature knees near 0.65 V at about 1 mA', () => {
    // 10 V behind 10 kΩ drives just under 1 mA into the base.
    const trace = traceSignature({
      device: { kind: 'bjt', params: SMALL_NPN, terminals: 'be' },
      amplitude: 10,
      frequency: 60,
      sourceResistance: 10e3,
    });
    expect(Math.max(...trace.voltage)).toBeGreaterThan(0.6);
    expect(Math.max(...trace.voltage)).toBeLessThan(0.7);
    // Reverse: the emitter–base junction avalanches above its 6 V minimum rating, not at 10 V.
    expect(Math.min(...trace.voltage)).toBeLessThan(-6);
    expect(Math.min(...trace.voltage)).toBeGreaterThan(-8);
  });
});
