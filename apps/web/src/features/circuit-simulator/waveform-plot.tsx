import { useCallback, useMemo } from 'react';
import type uPlot from 'uplot';
import type { PlotColors } from '../../ui/plot/plot-colors';
import { siAxis } from './plot-axes';
import type { SimulationResult, TraceData } from './simulation-result';
import { UplotChart, type ChartOptions } from '../../ui/plot/uplot-chart';
import type { Cursors } from '../../ui/plot/uplot-cursors';

interface Props {
  result: SimulationResult;
  colorOf: (trace: TraceData) => string;
  cursors: Cursors;
  onPick: (x: number, which: 'a' | 'b') => void;
  height: number;
}

interface TraceStyle {
  label: string;
  unit: string;
  color: string;
  good: boolean;
}

/** Traces against time or the swept source, one y axis per unit (the first on the left). */
export function WaveformPlot({ result, colorOf, cursors, onPick, height }: Props) {
  const { traces, x, xUnit } = result;
  // Serialised so the chart is rebuilt only when the traces' look changes, not their data.
  const styles = JSON.stringify(
    traces.map((t): TraceStyle => ({
      label: t.label,
      unit: t.unit,
      color: colorOf(t),
      good: t.variant === 'good',
    })),
  );

  const build = useCallback(
    (theme: PlotColors): ChartOptions => {
      const list = JSON.parse(styles) as TraceStyle[];
      const units = [...new Set(list.map((t) => t.unit))];
      return {
        legend: { show: false },
        cursor: { drag: { x: true, y: false }, points: { show: false } },
        scales: { x: { time: false }, ...Object.fromEntries(units.map((u) => [u, {}])) },
        axes: [
          siAxis(theme, xUnit),
          ...units.map((unit, k) =>
            siAxis(theme, unit, {
              scale: unit,
              side: k === 0 ? 3 : 1,
              grid: { show: k === 0, stroke: theme.grid },
            }),
          ),
        ],
        series: [
          {},
          ...list.map((t): uPlot.Series => ({
            label: t.good ? `${t.label} (good)` : t.label,
            scale: t.unit,
            stroke: t.color,
            width: 1.5,
            dash: t.good ? [6, 4] : undefined,
            points: { show: false },
          })),
        ],
      };
    },
    [styles, xUnit],
  );
  const data = useMemo<uPlot.AlignedData>(
    () => [x ?? new Float64Array(), ...traces.map((t) => t.values)],
    [x, traces],
  );
  return (
    <UplotChart
      className="cs-chart"
      build={build}
      data={data}
      height={height}
      cursors={cursors}
      onPick={onPick}
      label={`Plot of ${traces.map((t) => t.label).join(', ')} against ${xUnit === 's' ? 'time' : 'the swept source'}`}
    />
  );
}
