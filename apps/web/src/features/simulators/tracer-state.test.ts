import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TRACER_STATE,
  parseTracerState,
  serializeTracerState,
  type TracerState,
} from './tracer-state';

describe('VI tracer state in the address', () => {
  it('round-trips a compare view through the query string', () => {
    const state: TracerState = {
      amplitude: 5,
      sourceResistance: 10e3,
      frequency: 600,
      a: { device: 'z-5v1', fault: { kind: 'none', value: 0 } },
      compare: true,
      b: { device: 'z-5v1', fault: { kind: 'drifted', value: 2 } },
    };
    expect(parseTracerState(new URLSearchParams(serializeTracerState(state).toString()))).toEqual(state);
  });

  it('falls back to defaults for unknown devices and faults, and clamps knobs to the tracer ranges', () => {
    const state = parseTracerState(new URLSearchParams('dev=flux-capacitor&flt=melted&v=99&rs=1&hz=abc'));
    expect(state.a).toEqual(DEFAULT_TRACER_STATE.a);
    expect(state.amplitude).toBe(20);
    expect(state.sourceResistance).toBe(10);
    expect(state.frequency).toBe(DEFAULT_TRACER_STATE.frequency);
  });

  it('only accepts fault values the picker offers', () => {
    const state = parseTracerState(new URLSearchParams('dev=d-signal&flt=leaky&fv=123'));
    expect(state.a.fault).toEqual({ kind: 'leaky', value: 10e3 });
  });
});
