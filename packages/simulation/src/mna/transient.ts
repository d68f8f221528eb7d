import { solveDense } from './dense-lu';
import type { Element, LoadContext } from './element';

export interface TransientOptions {
  /** Output step, s. */
  step: number;
  /** Number of steps after t = start. */
  steps: number;
  /** Time of the initial (already known) point. */
  start?: number;
  /** Take the first step with backward Euler, for a history set from outside. */
  firstStepBackwardEuler?: boolean;
  /** Called after each output point with its index (1-based) and solution. */
  onPoint(index: number, x: Float64Array): void;
}

const MAX_ITERATIONS = 60;
const MAX_HALVINGS = 10;
const RELTOL = 1e-6;
const VNTOL = 1e-9;

/**
 * Fixed-step transient analysis. Each point is found by Newton iteration; a point that does not
 * converge is retried as two half steps (recursively), so the output grid stays regular.
 */
export class TransientSolver {
  private readonly matrix: Float64Array;
  private readonly rhs: Float64Array;
  private readonly x: Float64Array;
  private readonly nonlinear: Element[];
  private readonly reactive: Element[];
  /** Points that still failed after every halving; they are accepted as they stand. */
  unconverged = 0;

  constructor(
    private readonly elements: readonly Element[],
    private readonly size: number,
  ) {
    this.matrix = new Float64Array(size * size);
    this.rhs = new Float64Array(size);
    this.x = new Float64Array(size);
    this.nonlinear = elements.filter((e) => e.wasLimited !== undefined);
    this.reactive = elements.filter((e) => e.accept !== undefined);
  }

  /** The latest accepted solution (node voltages and branch currents). */
  get solution(): Float64Array {
    return this.x;
  }

  run(options: TransientOptions): void {
    const start = options.start ?? 0;
    for (let k = 1; k <= options.steps; k++) {
      const t0 = start + (k - 1) * options.step;
      const be = k === 1 && options.firstStepBackwardEuler === true;
      this.advance(t0, options.step, be, 0);
      options.onPoint(k, this.x);
    }
  }

  private advance(t0: number, step: number, backwardEuler: boolean, depth: number): void {
    const saved = this.x.slice();
    if (this.solvePoint(t0 + step, step, backwardEuler) || depth >= MAX_HALVINGS) {
      if (depth >= MAX_HALVINGS) this.unconverged++;
      for (const e of this.reactive) e.accept?.(this.x, step, backwardEuler);
      return;
    }
    this.x.set(saved);
    const half = step / 2;
    this.advance(t0, half, backwardEuler, depth + 1);
    this.advance(t0 + half, half, false, depth + 1);
  }

  private solvePoint(time: number, step: number, backwardEuler: boolean): boolean {
    const { matrix, rhs, x, size } = this;
    const ctx: LoadContext = { matrix, rhs, size, x, time, step, backwardEuler };
    for (let iter = 0; iter < MAX_ITERATIONS; iter++) {
      matrix.fill(0);
      rhs.fill(0);
      for (const e of this.elements) e.load(ctx);
      if (!solveDense(matrix, rhs, size)) return false;
      let converged = true;
      for (let i = 0; i < size; i++) {
        const next = rhs[i] ?? 0;
        const prev = x[i] ?? 0;
        if (Math.abs(next - prev) > RELTOL * Math.max(Math.abs(next), Math.abs(prev)) + VNTOL)
          converged = false;
        x[i] = next;
      }
      if (this.nonlinear.length === 0) return true;
      if (converged && iter > 0 && !this.nonlinear.some((e) => e.wasLimited?.() === true)) return true;
    }
    return false;
  }
}
