import { useCallback } from 'react';
import type uPlot from 'uplot';
import type { PlotColors } from '../../ui/plot/plot-colors';
import { UplotChart, steppedPaths, type ChartOptions } from '../../ui/plot/uplot-chart';

export interface SeriesStyle {
  label: string;
  color: string;
  /** Draw as a logic level (held until the next sample). */
  stepped?: boolean;
}

/** Fixed y ticks with their own labels (the rows of a logic plot). */
export interface YTicks {
  at: readonly number[];
  labels: readonly string[];
}

interface TimePlotProps {
  /** Stable (module constant or useMemo): a new array rebuilds the chart. */
  styles: readonly SeriesStyle[];
  /** Time in milliseconds, then one array per style. */
  data: uPlot.AlignedData;
  yLabel: string;
  height: number;
  label: string;
  yTicks?: YTicks;
  /** See UplotChart: build only when scrolled near. */
  deferUntilNear?: boolean;
}

/** Waveforms against time, with uPlot's legend reading values under the cursor. */
export function TimePlot({ styles, data, yLabel, height, label, yTicks, deferUntilNear }: TimePlotProps) {
  const build = useCallback(
    (colors: PlotColors): ChartOptions => {
      const stepped = steppedPaths();
      const axis = (text: string): uPlot.Axis => ({
        label: text,
        stroke: colors.text,
        grid: { stroke: colors.grid, width: 1 },
        ticks: { stroke: colors.grid, width: 1 },
      });
      const yAxis = axis(yLabel);
      if (yTicks) {
        yAxis.splits = () => [...yTicks.at];
        yAxis.values = (_u, splits) => splits.map((s) => yTicks.labels[yTicks.at.indexOf(s)] ?? '');
      }
      return {
        scales: { x: { time: false } },
        axes: [axis('Time (ms)'), yAxis],
        series: [
          { label: 'ms' },
          ...styles.map((s): uPlot.Series => ({
            label: s.label,
            stroke: s.color,
            width: 1.5,
            points: { show: false },
            ...(s.stepped && stepped ? { paths: stepped } : {}),
          })),
        ],
        cursor: { drag: { x: true, y: false } },
      };
    },
    [styles, yLabel, yTicks],
  );
  return (
    <UplotChart
      className="sim-chart"
      build={build}
      data={data}
      height={height}
      label={label}
      deferUntilNear={deferUntilNear}
    />
  );
}
