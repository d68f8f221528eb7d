import { defaultStepsPerCycle } from '@electrobench/simulation/inverter/inverter-params';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_INVERTER_STATE,
  parseInverterState,
  serializeInverterState,
  toInverterParams,
  type InverterState,
} from './inverter-state';

describe('inverter simulator state in the address', () => {
  it('round-trips every knob through the query string', () => {
    const state: InverterState = {
      ...DEFAULT_INVERTER_STATE,
      dcLinkVoltage: 700,
      modulationIndex: 1.1,
      modulation: 'svpwm',
      carrierFrequency: 8000,
      emfPeak: 200,
      emfLag: -30,
      spectrum: 'current',
    };
    expect(parseInverterState(new URLSearchParams(serializeInverterState(state).toString()))).toEqual(state);
  });

  it('clamps numbers to the slider limits and ignores unknown schemes', () => {
    const state = parseInverterState(new URLSearchParams('vdc=5000&m=-1&mod=nine-level&f=abc'));
    expect(state.dcLinkVoltage).toBe(800);
    expect(state.modulationIndex).toBe(0);
    expect(state.modulation).toBe(DEFAULT_INVERTER_STATE.modulation);
    expect(state.outputFrequency).toBe(DEFAULT_INVERTER_STATE.outputFrequency);
  });

  it('converts µs and mH to seconds and henries and adds back-EMF only when set', () => {
    const params = toInverterParams(
      { ...DEFAULT_INVERTER_STATE, deadTimeMicros: 3, inductanceMilli: 15 },
      4096,
    );
    expect(params.deadTime).toBeCloseTo(3e-6, 12);
    expect(params.inductance).toBeCloseTo(0.015, 12);
    expect(params.backEmf).toBeUndefined();
    expect(toInverterParams({ ...DEFAULT_INVERTER_STATE, emfPeak: 100 }, 4096).backEmf).toEqual({
      peak: 100,
      lagDegrees: 0,
    });
  });

  it('shows one cycle instead of two when a cycle needs 65536 steps', () => {
    const long = { ...DEFAULT_INVERTER_STATE, outputFrequency: 5, carrierFrequency: 20000 };
    expect(toInverterParams(long, defaultStepsPerCycle(long)).cycles).toBe(1);
  });
});
