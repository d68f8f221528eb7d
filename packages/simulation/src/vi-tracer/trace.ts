import { CircuitBuilder } from '../mna/circuit';
import { GROUND } from '../mna/element';
import { Capacitor, SourceWithResistance, sineWave } from '../mna/linear-elements';
import { TransientSolver } from '../mna/transient';
import { addDevice } from './build-circuit';
import type { DeviceSpec } from './device-spec';
import { findPeriodicState, storageOf, writeState } from './periodic-state';

export interface TraceRequest {
  device: DeviceSpec;
  /** Peak of the open-circuit test sine, V. */
  amplitude: number;
  /** Test frequency, Hz. */
  frequency: number;
  /** Source resistance of the tracer, Ω. */
  sourceResistance: number;
  /** Samples per cycle (default 400). */
  pointsPerCycle?: number;
  /** Cycles returned (default 1). */
  cycles?: number;
  /**
   * 'steady-state' (default): the display of a tracer that has been running; 'rest': everything
   * starts at zero when the sine starts, as a SPICE transient would.
   */
  start?: 'steady-state' | 'rest';
}

export interface Trace {
  /** Sample times, s; the first sample is one step after the cycle starts. */
  time: Float64Array;
  /** Voltage across the device (lead A minus common), V. */
  voltage: Float64Array;
  /** Current into lead A, A. */
  current: Float64Array;
  /** Points where Newton iteration gave up even at the smallest step; 0 in normal use. */
  unconverged: number;
}

/** Simulates the sine source behind its resistance driving the device, as a curve tracer does. */
export function traceSignature(request: TraceRequest): Trace {
  const { amplitude, frequency, sourceResistance } = request;
  const pointsPerCycle = request.pointsPerCycle ?? 400;
  const count = pointsPerCycle * (request.cycles ?? 1);
  const step = 1 / (frequency * pointsPerCycle);
  const wave = sineWave(amplitude, frequency);

  const builder = new CircuitBuilder();
  const lead = builder.unknown();
  builder.add(new SourceWithResistance(lead, sourceResistance, wave));
  addDevice(builder, request.device, lead, GROUND);
  const solver = new TransientSolver(builder.elements, builder.size);
  const storage = storageOf(builder.elements);

  const steadyState = (request.start ?? 'steady-state') === 'steady-state' && storage.length > 0;
  if (steadyState) {
    const scale = Float64Array.from(storage, (e) =>
      e instanceof Capacitor ? amplitude : amplitude / sourceResistance,
    );
    const state = findPeriodicState({ solver, storage, step, steps: pointsPerCycle, scale });
    writeState(storage, state);
    solver.solution.fill(0);
  }
  solver.unconverged = 0;

  const time = new Float64Array(count);
  const voltage = new Float64Array(count);
  const current = new Float64Array(count);
  solver.run({
    step,
    steps: count,
    firstStepBackwardEuler: steadyState,
    onPoint: (k, x) => {
      const t = k * step;
      const v = x[lead] ?? 0;
      time[k - 1] = t;
      voltage[k - 1] = v;
      current[k - 1] = (wave(t) - v) / sourceResistance;
    },
  });
  return { time, voltage, current, unconverged: solver.unconverged };
}
