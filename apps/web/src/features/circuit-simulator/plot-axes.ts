import { formatSi } from '@electrobench/electronics/units';
import type uPlot from 'uplot';
import type { PlotColors } from '../../ui/plot/plot-colors';

/** An axis whose tick labels carry SI prefixes ("2 ms", "500 mV"). */
export function siAxis(colors: PlotColors, unit: string, options: Partial<uPlot.Axis> = {}): uPlot.Axis {
  return {
    stroke: colors.text,
    grid: { stroke: colors.grid, width: 1 },
    ticks: { stroke: colors.grid, width: 1 },
    values: (_u, splits) => splits.map((v) => (v === null || v === undefined ? '' : formatSi(v, unit, 3))),
    size: 64,
    ...options,
  };
}

/** Linear interpolation of y at x (x increasing). */
export function valueAt(x: ArrayLike<number>, y: ArrayLike<number>, at: number): number {
  if (x.length === 0) return Number.NaN;
  let lo = 0;
  let hi = x.length - 1;
  if (at <= (x[0] ?? 0)) return y[0] ?? Number.NaN;
  if (at >= (x[hi] ?? 0)) return y[hi] ?? Number.NaN;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if ((x[mid] ?? 0) <= at) lo = mid;
    else hi = mid;
  }
  const x0 = x[lo] ?? 0;
  const x1 = x[hi] ?? 0;
  const y0 = y[lo] ?? 0;
  return x1 === x0 ? y0 : y0 + (((y[hi] ?? 0) - y0) * (at - x0)) / (x1 - x0);
}
