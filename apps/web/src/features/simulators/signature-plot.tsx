import { formatSi } from '@electrobench/electronics/units';
import { useCallback, useMemo } from 'react';
import type uPlot from 'uplot';
import type { PlotColors } from '../../ui/plot/plot-colors';
import { UplotChart, type ChartOptions } from '../../ui/plot/uplot-chart';

export interface CurveStyle {
  label: string;
  color: string;
  /** A steady-state trace is a loop; a measured one may not be. */
  closed: boolean;
}

export interface CurveSamples {
  voltage: ArrayLike<number>;
  current: ArrayLike<number>;
}

interface SignaturePlotProps {
  /** One style per curve; keep the array stable (useMemo): a new one rebuilds the chart. */
  styles: readonly CurveStyle[];
  /** Samples of each curve, in the order of `styles`. */
  curves: readonly CurveSamples[];
  fullScale: { voltage: number; current: number };
  height: number;
}

/** Current axis unit for a full scale, so tick labels stay short. */
function currentUnit(fullScale: number): [label: string, factor: number] {
  if (fullScale < 1e-3) return ['µA', 1e6];
  if (fullScale < 1) return ['mA', 1e3];
  return ['A', 1];
}

/**
 * X-Y path: uPlot's own line builders expect x sorted, which a signature loop is not. Each curve
 * rides in the data as a hidden voltage series followed by its visible current series.
 */
function xyPath(closed: boolean, factor: number): uPlot.Series.PathBuilder {
  return (u, seriesIdx) => {
    const xs = u.data[seriesIdx - 1];
    const ys = u.data[seriesIdx];
    const path = new Path2D();
    if (!xs || !ys) return { stroke: path };
    let started = false;
    let first: [number, number] | null = null;
    for (let k = 0; k < ys.length; k++) {
      const x = xs[k];
      const y = ys[k];
      if (x === null || x === undefined || y === null || y === undefined) continue;
      const px = u.valToPos(x, 'x', true);
      const py = u.valToPos(y * factor, 'y', true);
      if (started) path.lineTo(px, py);
      else path.moveTo(px, py);
      started = true;
      first ??= [px, py];
    }
    if (closed && first) path.lineTo(first[0], first[1]);
    return { stroke: path, fill: null, clip: null, flags: 0 };
  };
}

export function SignaturePlot({ styles, curves, fullScale, height }: SignaturePlotProps) {
  // Named out of the object: a `.current` property in a hook's dependencies reads as a React ref.
  const { voltage: vfs, current: ifs } = fullScale;
  const [unit, factor] = currentUnit(ifs);

  const build = useCallback(
    (colors: PlotColors): ChartOptions => {
      const axis = (label: string): uPlot.Axis => ({
        label,
        stroke: colors.text,
        grid: { stroke: colors.grid, width: 1 },
        ticks: { stroke: colors.grid, width: 1 },
      });
      const series: uPlot.Series[] = [{}];
      for (const curve of styles) {
        series.push({ show: false, label: `${curve.label} voltage` });
        series.push({
          label: curve.label,
          stroke: curve.color,
          width: 2,
          paths: xyPath(curve.closed, factor),
          points: { show: false },
        });
      }
      return {
        scales: { x: { time: false, auto: false }, y: { auto: false } },
        axes: [axis('Voltage (V)'), axis(`Current (${unit})`)],
        series,
        legend: { show: false },
        cursor: { show: false },
      };
    },
    [styles, unit, factor],
  );

  const data = useMemo((): uPlot.AlignedData => {
    const length = Math.max(2, ...curves.map((c) => c.voltage.length));
    const axisX = Float64Array.from({ length }, (_, k) => -vfs + (2 * vfs * k) / (length - 1));
    const columns: (number | null)[][] = [];
    for (const curve of curves) {
      columns.push(
        Array.from({ length }, (_, k) => (k < curve.voltage.length ? (curve.voltage[k] ?? null) : null)),
      );
      columns.push(
        Array.from({ length }, (_, k) => (k < curve.current.length ? (curve.current[k] ?? null) : null)),
      );
    }
    return [axisX, ...columns];
  }, [curves, vfs]);

  const scales = useMemo(
    () => ({
      x: { min: -vfs * 1.05, max: vfs * 1.05 },
      y: { min: -ifs * factor * 1.05, max: ifs * factor * 1.05 },
    }),
    [vfs, ifs, factor],
  );

  const label = `Current against voltage. Display ±${formatSi(vfs, 'V')} by ±${formatSi(ifs, 'A')}. ${styles.map((c) => c.label).join(', ')}.`;
  return (
    <UplotChart
      className="sim-chart"
      build={build}
      data={data}
      height={height}
      label={label}
      scales={scales}
    />
  );
}
