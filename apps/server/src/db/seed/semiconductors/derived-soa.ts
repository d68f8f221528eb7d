// The DC safe operating area that follows from three absolute maximum ratings alone: the current
// limit, the constant-power hyperbola and the voltage limit. Real curves are smaller (second
// breakdown in bipolar parts, RDS(on) at low voltage in MOSFETs), so these points are an upper
// bound and are stored with derived=yes.

export interface SoaRatings {
  vMax: number;
  iMax: number;
  pdMax: number;
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

export function deriveDcSoa({ vMax, iMax, pdMax }: SoaRatings): SoaPoint[] {
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
