/** A signature as a list of (voltage, current) points, in order where the source had an order. */
export interface Curve {
  voltage: ArrayLike<number>;
  current: ArrayLike<number>;
}

export interface Scale {
  voltage: number;
  current: number;
}

const MAX_POINTS = 400;
/** Distance (in half-screens) at which two signatures count as nothing alike. */
const NOTHING_ALIKE = 0.2;
/** Segments longer than this are gaps in scattered data, not part of the trace. */
const LONGEST_SEGMENT = 0.5;

function normalise(curve: Curve, scale: Scale): Float64Array {
  const n = Math.min(curve.voltage.length, curve.current.length);
  const stride = Math.max(1, Math.ceil(n / MAX_POINTS));
  const count = Math.ceil(n / stride);
  const xy = new Float64Array(count * 2);
  for (let k = 0; k < count; k++) {
    xy[2 * k] = (curve.voltage[k * stride] ?? 0) / scale.voltage;
    xy[2 * k + 1] = (curve.current[k * stride] ?? 0) / scale.current;
  }
  return xy;
}

function distanceToPolyline(px: number, py: number, line: Float64Array): number {
  const count = line.length / 2;
  const longest2 = LONGEST_SEGMENT * LONGEST_SEGMENT;
  let best = Infinity;
  for (let k = 0; k < count; k++) {
    const ax = line[2 * k] ?? 0;
    const ay = line[2 * k + 1] ?? 0;
    const ex = px - ax;
    const ey = py - ay;
    best = Math.min(best, ex * ex + ey * ey);
    if (k + 1 >= count) break;
    const dx = (line[2 * k + 2] ?? 0) - ax;
    const dy = (line[2 * k + 3] ?? 0) - ay;
    const length2 = dx * dx + dy * dy;
    if (length2 === 0 || length2 > longest2) continue;
    const t = (ex * dx + ey * dy) / length2;
    if (t <= 0 || t >= 1) continue;
    const fx = ex - t * dx;
    const fy = ey - t * dy;
    best = Math.min(best, fx * fx + fy * fy);
  }
  return Math.sqrt(best);
}

function distances(from: Float64Array, to: Float64Array, out: number[]): void {
  for (let k = 0; k < from.length / 2; k++)
    out.push(distanceToPolyline(from[2 * k] ?? 0, from[2 * k + 1] ?? 0, to));
}

/**
 * Similarity of two signatures on the same display, 0–100. Both are scaled to the display's full
 * scale and the distance from each point to the other curve is taken both ways, so a curve that
 * covers only part of the other is not a match. The score falls linearly with the average of the
 * mean and the 95th-percentile distance: the mean alone would forgive a difference confined to
 * one region (a leak that only shows in reverse), the maximum alone one noisy measured point.
 * Time is ignored, so a measured curve need not start at the same phase.
 */
export function signatureSimilarity(a: Curve, b: Curve, scale: Scale): number {
  const pa = normalise(a, scale);
  const pb = normalise(b, scale);
  const all: number[] = [];
  distances(pa, pb, all);
  distances(pb, pa, all);
  if (all.length === 0) return 0;
  all.sort((x, y) => x - y);
  const mean = all.reduce((sum, d) => sum + d, 0) / all.length;
  const p95 = all[Math.min(all.length - 1, Math.floor(0.95 * all.length))] ?? mean;
  return 100 * (1 - Math.min(1, (mean + p95) / 2 / NOTHING_ALIKE));
}
