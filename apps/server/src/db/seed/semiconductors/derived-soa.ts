// The DC safe operating area that follows from three absolute maximum ratings alone: the current
// limit, the constant-power hyperbola and the voltage limit. Real curves are smaller (second
// breakdown in bipolar parts, RDS(on) at low voltage in MOSFETs), so these points are an upper
// bound and are stored with derived=yes.
//
// Where the datasheet states second-breakdown currents (IS/b at a VCE, for 0.5 s or 1 s), the
// boundary also stays under them: with two or more points under the straight log-log line through
// them (the shape datasheet SOA figures give the second-breakdown limit), with one point under that
// current from its voltage up. A DC limit is never above a 1 s limit, so this is still an upper
// bound, only a closer one.

export interface SoaRatings {
  vMax: number;
  iMax: number;
  pdMax: number;
  /** Datasheet IS/b points; the function does not care which pulse time they were stated for. */
  secondBreakdown?: readonly SoaPoint[];
}

export interface SoaPoint {
  v: number;
  i: number;
}

const decadeSteps = [1, 2, 5] as const;

// Rounds down to three significant figures so that a stored point never exceeds a rating.
export function floorSignificant(value: number): number {
  const scale = 10 ** (Math.floor(Math.log10(value)) - 2);
  return Number((Math.floor(value / scale + 1e-9) * scale).toPrecision(3));
}

function stepsBetween(low: number, high: number): number[] {
  const voltages: number[] = [];
  for (let decade = 10 ** Math.floor(Math.log10(low)); decade < high; decade *= 10) {
    for (const step of decadeSteps) {
      const v = Number((step * decade).toPrecision(3));
      if (v > low && v < high) voltages.push(v);
    }
  }
  return voltages;
}

/** The current the stated second-breakdown points allow at voltage v (Infinity where they say nothing). */
export function secondBreakdownLimit(points: readonly SoaPoint[], v: number): number {
  const sorted = [...points].sort((a, b) => a.v - b.v);
  const first = sorted[0];
  const last = sorted[sorted.length - 1];
  if (!first || !last) return Number.POSITIVE_INFINITY;
  if (sorted.length === 1) return v >= first.v ? first.i : Number.POSITIVE_INFINITY;
  // The segment that holds v, or the first or last one extended beyond the stated range.
  let low = first;
  let high = sorted[1] ?? last;
  for (let k = 1; k < sorted.length; k += 1) {
    const a = sorted[k - 1];
    const b = sorted[k];
    if (a && b && (v <= b.v || k === sorted.length - 1)) {
      low = a;
      high = b;
      break;
    }
  }
  const slope = Math.log(high.i / low.i) / Math.log(high.v / low.v);
  return low.i * (v / low.v) ** slope;
}

export function deriveDcSoa(ratings: SoaRatings): SoaPoint[] {
  const { secondBreakdown = [] } = ratings;
  const plain = derivePlainDcSoa(ratings);
  if (secondBreakdown.length === 0) return plain;
  const { vMax, iMax, pdMax } = ratings;
  const limit = (v: number) => Math.min(iMax, pdMax / v, secondBreakdownLimit(secondBreakdown, v));
  const voltages = new Set(plain.map((p) => p.v));
  for (const p of secondBreakdown) if (p.v < vMax) voltages.add(p.v);
  // Where the second-breakdown line leaves the power hyperbola (first point above which it binds).
  const binding = [...voltages]
    .sort((a, b) => a - b)
    .find((v) => secondBreakdownLimit(secondBreakdown, v) < Math.min(iMax, pdMax / v));
  if (binding !== undefined) {
    let lo = 1e-3;
    let hi = binding;
    for (let k = 0; k < 60; k += 1) {
      const mid = Math.sqrt(lo * hi);
      if (secondBreakdownLimit(secondBreakdown, mid) < Math.min(iMax, pdMax / mid)) hi = mid;
      else lo = mid;
    }
    if (lo > 1 && lo < vMax) voltages.add(floorSignificant(lo));
  }
  return [...voltages].sort((a, b) => a - b).map((v) => ({ v, i: floorSignificant(limit(v)) }));
}

function derivePlainDcSoa({ vMax, iMax, pdMax }: SoaRatings): SoaPoint[] {
  const knee = pdMax / iMax;
  if (knee >= vMax)
    return [
      { v: 1, i: iMax },
      { v: vMax, i: iMax },
    ];
  const kneeV = floorSignificant(knee);
  const points: SoaPoint[] = kneeV > 1 ? [{ v: 1, i: iMax }] : [];
  points.push({ v: kneeV, i: iMax });
  for (const v of stepsBetween(kneeV, vMax)) points.push({ v, i: floorSignificant(pdMax / v) });
  points.push({ v: vMax, i: floorSignificant(pdMax / vMax) });
  return points;
}
