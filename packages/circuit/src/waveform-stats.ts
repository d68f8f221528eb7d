export interface WaveformStats {
  min: number;
  max: number;
  /** Time-weighted mean over the window. */
  average: number;
  /** Time-weighted root mean square over the window. */
  rms: number;
  /** From rising crossings of the mean level; null when fewer than two are found. */
  frequency: number | null;
}

/**
 * Statistics of y(x) between two cursor positions. Simulator time steps vary, so averages weigh
 * each interval by its length (trapezoids) rather than counting samples.
 */
export function waveformStats(
  x: ArrayLike<number>,
  y: ArrayLike<number>,
  from: number,
  to: number,
): WaveformStats | null {
  const lo = Math.min(from, to);
  const hi = Math.max(from, to);
  let min = Infinity;
  let max = -Infinity;
  let area = 0;
  let square = 0;
  let span = 0;
  let first = -1;
  let last = -1;
  for (let k = 0; k < x.length; k++) {
    const xk = x[k] ?? 0;
    if (xk < lo || xk > hi) continue;
    const yk = y[k] ?? 0;
    min = Math.min(min, yk);
    max = Math.max(max, yk);
    if (first === -1) first = k;
    if (last !== -1) {
      const dx = xk - (x[last] ?? 0);
      const y0 = y[last] ?? 0;
      area += (dx * (y0 + yk)) / 2;
      square += (dx * (y0 * y0 + y0 * yk + yk * yk)) / 3;
      span += dx;
    }
    last = k;
  }
  if (first === -1) return null;
  const average = span > 0 ? area / span : (y[first] ?? 0);
  const rms = span > 0 ? Math.sqrt(square / span) : Math.abs(y[first] ?? 0);
  return {
    min,
    max,
    average,
    rms,
    frequency: crossingFrequency(x, y, first, last, (min + max) / 2, max - min),
  };
}

function crossingFrequency(
  x: ArrayLike<number>,
  y: ArrayLike<number>,
  first: number,
  last: number,
  level: number,
  swing: number,
): number | null {
  if (!(swing > 0)) return null;
  // Hysteresis of a tenth of the swing keeps noise near the level from counting as cycles.
  const band = swing * 0.1;
  const crossings: number[] = [];
  let armed = false;
  for (let k = first + 1; k <= last; k++) {
    const y0 = y[k - 1] ?? 0;
    const y1 = y[k] ?? 0;
    if (y1 < level - band) armed = true;
    if (armed && y0 < level && y1 >= level) {
      const x0 = x[k - 1] ?? 0;
      crossings.push(x0 + ((level - y0) / (y1 - y0)) * ((x[k] ?? 0) - x0));
      armed = false;
    }
  }
  if (crossings.length < 2) return null;
  const periods = (crossings.at(-1) ?? 0) - (crossings[0] ?? 0);
  return (crossings.length - 1) / periods;
}
