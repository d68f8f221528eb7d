import { solveDense } from '../mna/dense-lu';
import { Capacitor, Inductor } from '../mna/linear-elements';
import type { Element } from '../mna/element';
import type { TransientSolver } from '../mna/transient';

/** Elements whose state carries from one cycle to the next. */
export type Storage = Capacitor | Inductor;

export function storageOf(elements: readonly Element[]): Storage[] {
  return elements.filter((e): e is Storage => e instanceof Capacitor || e instanceof Inductor);
}

function readState(storage: readonly Storage[]): Float64Array {
  return Float64Array.from(storage, (e) => (e instanceof Capacitor ? e.voltage : e.current));
}

/** Sets capacitor voltages and inductor currents; the first step then runs backward Euler. */
export function writeState(storage: readonly Storage[], state: Float64Array): void {
  storage.forEach((e, i) => {
    const value = state[i] ?? 0;
    if (e instanceof Capacitor) {
      e.voltage = value;
      e.current = 0;
    } else {
      e.current = value;
      e.voltage = 0;
    }
  });
}

export interface CycleRun {
  solver: TransientSolver;
  storage: readonly Storage[];
  step: number;
  steps: number;
  /** Typical size of each state value, for perturbations and the convergence test. */
  scale: Float64Array;
}

function oneCycle(run: CycleRun, state: Float64Array): Float64Array {
  writeState(run.storage, state);
  run.solver.solution.fill(0);
  run.solver.run({
    step: run.step,
    steps: run.steps,
    firstStepBackwardEuler: true,
    onPoint: () => undefined,
  });
  return readState(run.storage);
}

/**
 * Shooting method: finds the state at t = 0 that comes back unchanged after one period, so a
 * slow RC or RL settling (which a real tracer has long finished by the time one looks) costs a
 * few cycles instead of thousands. Newton on F(s) − s with a finite-difference Jacobian.
 */
export function findPeriodicState(run: CycleRun, maxIterations = 8): Float64Array {
  const m = run.storage.length;
  const state = new Float64Array(m);
  for (let iter = 0; iter < maxIterations; iter++) {
    const end = oneCycle(run, state);
    const residual = end.map((v, i) => v - (state[i] ?? 0));
    if (residual.every((r, i) => Math.abs(r) <= 1e-7 * (run.scale[i] ?? 1))) break;
    const jacobian = new Float64Array(m * m);
    for (let j = 0; j < m; j++) {
      const delta = 1e-5 * (run.scale[j] ?? 1);
      const probe = state.slice();
      probe[j] = (probe[j] ?? 0) + delta;
      const moved = oneCycle(run, probe);
      for (let i = 0; i < m; i++) {
        jacobian[i * m + j] = ((moved[i] ?? 0) - (end[i] ?? 0)) / delta - (i === j ? 1 : 0);
      }
    }
    const correction = residual.map((r) => -r);
    if (!solveDense(jacobian, correction, m)) {
      state.set(end);
      continue;
    }
    for (let i = 0; i < m; i++) {
      const limit = 4 * (run.scale[i] ?? 1);
      const d = Math.max(-limit, Math.min(limit, correction[i] ?? 0));
      state[i] = (state[i] ?? 0) + d;
    }
  }
  return state;
}
