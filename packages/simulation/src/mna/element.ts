/** Index of the reference node; stamps into it are dropped. */
export const GROUND = -1;

/** What an element sees while the Newton loop assembles one linearised system. */
export interface LoadContext {
  /** Row-major n×n conductance matrix being assembled. */
  readonly matrix: Float64Array;
  /** Right-hand side: currents injected into each node, and branch source values. */
  readonly rhs: Float64Array;
  readonly size: number;
  /** Newton iterate: node voltages and branch currents of the previous iteration. */
  readonly x: Float64Array;
  /** Time of the point being solved. */
  readonly time: number;
  /** Step from the last accepted point. */
  readonly step: number;
  /** Backward Euler instead of trapezoidal (first step from a state set from outside). */
  readonly backwardEuler: boolean;
}

export interface Element {
  load(ctx: LoadContext): void;
  /**
   * Nonlinear elements report whether they clamped the last junction voltage they were handed;
   * a clamped iteration cannot be the converged one.
   */
  wasLimited?(): boolean;
  /** Called once a time point has converged, so reactive elements move their history on. */
  accept?(x: Float64Array, step: number, backwardEuler: boolean): void;
}

/** Voltage of `node` in the iterate, with ground at 0 V. */
export function voltageAt(x: Float64Array, node: number): number {
  return node === GROUND ? 0 : (x[node] ?? 0);
}

export function addConductance(ctx: LoadContext, a: number, b: number, g: number): void {
  const { matrix, size } = ctx;
  if (a !== GROUND) matrix[a * size + a] = (matrix[a * size + a] ?? 0) + g;
  if (b !== GROUND) matrix[b * size + b] = (matrix[b * size + b] ?? 0) + g;
  if (a !== GROUND && b !== GROUND) {
    matrix[a * size + b] = (matrix[a * size + b] ?? 0) - g;
    matrix[b * size + a] = (matrix[b * size + a] ?? 0) - g;
  }
}

/** A current `i` flowing through the element from node a to node b (leaves a, enters b). */
export function addCurrent(ctx: LoadContext, a: number, b: number, i: number): void {
  if (a !== GROUND) ctx.rhs[a] = (ctx.rhs[a] ?? 0) - i;
  if (b !== GROUND) ctx.rhs[b] = (ctx.rhs[b] ?? 0) + i;
}

/** Adds `g` at (row, col) of the matrix when neither index is ground. */
export function addEntry(ctx: LoadContext, row: number, col: number, g: number): void {
  if (row === GROUND || col === GROUND) return;
  ctx.matrix[row * ctx.size + col] = (ctx.matrix[row * ctx.size + col] ?? 0) + g;
}
