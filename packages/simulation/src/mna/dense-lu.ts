/**
 * Solves A·x = b in place by Gaussian elimination with partial pivoting. The MNA systems here have
 * a handful of unknowns, so a dense solver beats any sparse bookkeeping. `a` is row-major n×n and
 * is destroyed; the solution is left in `b`. Returns false when the matrix is singular.
 */
export function solveDense(a: Float64Array, b: Float64Array, n: number): boolean {
  for (let col = 0; col < n; col++) {
    let pivotRow = col;
    let pivotAbs = Math.abs(a[col * n + col] ?? 0);
    for (let row = col + 1; row < n; row++) {
      const v = Math.abs(a[row * n + col] ?? 0);
      if (v > pivotAbs) {
        pivotAbs = v;
        pivotRow = row;
      }
    }
    if (pivotAbs < 1e-300) return false;
    if (pivotRow !== col) swapRows(a, b, n, col, pivotRow);
    const pivot = a[col * n + col] ?? 0;
    for (let row = col + 1; row < n; row++) {
      const factor = (a[row * n + col] ?? 0) / pivot;
      if (factor === 0) continue;
      for (let k = col; k < n; k++) a[row * n + k] = (a[row * n + k] ?? 0) - factor * (a[col * n + k] ?? 0);
      b[row] = (b[row] ?? 0) - factor * (b[col] ?? 0);
    }
  }
  for (let row = n - 1; row >= 0; row--) {
    let sum = b[row] ?? 0;
    for (let k = row + 1; k < n; k++) sum -= (a[row * n + k] ?? 0) * (b[k] ?? 0);
    b[row] = sum / (a[row * n + row] ?? 1);
  }
  return true;
}

function swapRows(a: Float64Array, b: Float64Array, n: number, r1: number, r2: number): void {
  for (let k = 0; k < n; k++) {
    const t = a[r1 * n + k] ?? 0;
    a[r1 * n + k] = a[r2 * n + k] ?? 0;
    a[r2 * n + k] = t;
  }
  const t = b[r1] ?? 0;
  b[r1] = b[r2] ?? 0;
  b[r2] = t;
}
