import { describe, expect, it } from 'vitest';
import { operatingPoint, runNgspice } from '@electrobench/simulation/test-support/ngspice';
import { findLibraryModel } from './model-library';

function cards(name: string): string {
  const model = findLibraryModel(name);
  if (!model) throw new Error(`${name} is not in the library`);
  return model.cards;
}

/** Forward voltage with a current source pushing `current` amperes through the diode. */
function forwardVoltage(name: string, current: number): number {
  const [v] = operatingPoint(`I1 0 a ${current}\nD1 a 0 ${name}\n${cards(name)}`, ['v(a)']);
  return v ?? Number.NaN;
}

/** Reverse current (A) with `volts` across the diode the wrong way round. */
function reverseCurrent(name: string, volts: number): number {
  const [i] = operatingPoint(`V1 k 0 ${volts}\nD1 0 k ${name}\n${cards(name)}`, ['i(v1)']);
  return Math.abs(i ?? Number.NaN);
}

describe('diode models against their datasheets (ngspice)', () => {
  it('1N4148: VF at 10 mA is at most 1 V and leakage at 20 V at most 25 nA', () => {
    const vf = forwardVoltage('1N4148', 10e-3);
    expect(vf).toBeGreaterThan(0.6);
    expect(vf).toBeLessThanOrEqual(1.0);
    expect(reverseCurrent('1N4148', 20)).toBeLessThanOrEqual(25e-9);
  });

  it('1N4148: recovers from 10 mA forward into 10 mA reverse within 4 ns', () => {
    // Datasheet test: IF = IR = 10 mA with 100 Ω, timed until the reverse current has fallen to 1 mA.
    const table = runNgspice({
      circuit: `V1 in 0 PULSE(1.7 -0.3 20n 0.1n 0.1n 100n 200n)\nR1 in a 100\nD1 a 0 1N4148\n${cards('1N4148')}`,
      analysis: 'tran 0.01n 60n',
      vectors: ['v(in,a)'],
    });
    const [drop] = table.columns;
    if (!drop) throw new Error('no current');
    const switched = 20.05e-9;
    const k = table.scale.findIndex((t, i) => t > switched && (drop[i] ?? 0) / 100 > -1e-3);
    const trr = (table.scale[k] ?? Number.NaN) - switched;
    expect(trr).toBeGreaterThan(0.5e-9);
    expect(trr).toBeLessThanOrEqual(4e-9);
  });

  it('1N4007: VF at 1 A is at most 1.1 V and leakage at 1000 V at most 5 µA', () => {
    const vf = forwardVoltage('1N4007', 1);
    expect(vf).toBeGreaterThan(0.8);
    expect(vf).toBeLessThanOrEqual(1.1);
    expect(reverseCurrent('1N4007', 1000)).toBeLessThanOrEqual(5e-6);
  });

  it('1N5819: VF at most 0.6 V at 1 A and 0.9 V at 3 A, leakage at 40 V at most 1 mA', () => {
    const vf1 = forwardVoltage('1N5819', 1);
    expect(vf1).toBeGreaterThan(0.3);
    expect(vf1).toBeLessThanOrEqual(0.6);
    expect(forwardVoltage('1N5819', 3)).toBeLessThanOrEqual(0.9);
    expect(reverseCurrent('1N5819', 40)).toBeLessThanOrEqual(1e-3);
  });

  it('BZX55C5V1: zener voltage at 5 mA lies within 4.8–5.4 V', () => {
    const [k] = operatingPoint(`I1 0 k 5m\nD1 0 k BZX55C5V1\n${cards('BZX55C5V1')}`, ['v(k)']);
    expect(k).toBeGreaterThanOrEqual(4.8);
    expect(k).toBeLessThanOrEqual(5.4);
  });

  it('red LED: VF at 20 mA is about 2 V and at most 2.5 V', () => {
    const vf = forwardVoltage('LED_RED', 20e-3);
    expect(vf).toBeGreaterThan(1.8);
    expect(vf).toBeLessThanOrEqual(2.5);
  });
});
