import { useCallback, useMemo } from 'react';
import type uPlot from 'uplot';
import type { PlotColors } from '../../ui/plot/plot-colors';
import { siAxis } from './plot-axes';
import type { TraceData } from './simulation-result';
import { UplotChart, type ChartOptions } from '../../ui/plot/uplot-chart';

interface Props {
  xTrace: TraceData;
  yTrace: TraceData;
  color: string;
  height: number;
}

/** Joins the points in time order, which need not be in order along x (a Lissajous figure). */
const timeOrderPath: uPlot.Series.PathBuilder = (u, seriesIdx) => {
  const xs = u.data[0];
  const ys = u.data[seriesIdx];
  const stroke = new Path2D();
  for (let k = 0; k < (ys?.length ?? 0); k++) {
    const x = xs[k];
    const y = ys?.[k];
    if (x === null || x === undefined || y === null || y === undefined) continue;
    const px = u.valToPos(x, 'x', true);
    const py = u.valToPos(y, 'y', true);
    if (k === 0) stroke.moveTo(px, py);
    else stroke.lineTo(px, py);
  }
  return { stroke, fill: null, clip: null, flags: 0 };
};

function extent(values: Float64Array): [number, number] {
  let lo = Infinity;
  let hi = -Infinity;
  for (const v of values) {
    lo = Math.min(lo, v);
    hi = Math.max(hi, v);
  }
  const pad = hi > lo ? (hi - lo) * 0.05 : Math.abs(hi) * 0.05 || 1;
  return [lo - pad, hi + pad];
}

/** X-Y mode: one trace against another, as an oscilloscope shows it. */
export function XyPlot({ xTrace, yTrace, color, height }: Props) {
  const [x0, x1] = extent(xTrace.values);
  const build = useCallback(
    (theme: PlotColors): ChartOptions => ({
      legend: { show: false },
      cursor: { show: false },
      scales: { x: { time: false, range: [x0, x1] }, y: {} },
      axes: [siAxis(theme, xTrace.unit), siAxis(theme, yTrace.unit)],
      series: [{}, { stroke: color, width: 1.5, paths: timeOrderPath, points: { show: false } }],
    }),
    [x0, x1, xTrace.unit, yTrace.unit, color],
  );
  const data = useMemo<uPlot.AlignedData>(() => [xTrace.values, yTrace.values], [xTrace, yTrace]);
  return (
    <UplotChart
      className="cs-chart"
      build={build}
      data={data}
      height={height}
      label={`X-Y plot of ${yTrace.label} against ${xTrace.label}`}
    />
  );
}
