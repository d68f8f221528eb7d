import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { useTheme } from '../../lib/theme/use-theme';
import { chartTheme, type ChartTheme } from './chart-theme';

export type ChartOptions = Omit<uPlot.Options, 'width' | 'height'>;

/** Path builders live here so that only this module loads uPlot's code. */
export function steppedPaths(): uPlot.Series.PathBuilder | undefined {
  return uPlot.paths.stepped?.({ align: 1 });
}

export function barPaths(): uPlot.Series.PathBuilder | undefined {
  return uPlot.paths.bars?.({ size: [0.7, 12] });
}

export interface ScaleRange {
  min: number;
  max: number;
}

interface UplotChartProps {
  /**
   * Builds everything but the size from the theme's colours. Keep it stable (useCallback): a new
   * function rebuilds the chart, as does a theme change.
   */
  build: (colors: ChartTheme) => ChartOptions;
  data: uPlot.AlignedData;
  height: number;
  /** Text alternative of the picture for screen readers. */
  label: string;
  /** Fixed axis ranges applied on every update without rebuilding the chart. */
  scales?: Record<string, ScaleRange>;
}

/**
 * A uPlot canvas that follows its container's width. Data and fixed scale ranges update in
 * place, so a slider can redraw it many times a second.
 */
export function UplotChart({ build, data, height, label, scales }: UplotChartProps) {
  const theme = useTheme();
  const themeKey = `${theme.resolved}-${theme.accent}`;
  const hostRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<uPlot | null>(null);
  const latest = useRef({ data, scales });

  useEffect(() => {
    latest.current = { data, scales };
    const chart = chartRef.current;
    if (!chart) return;
    chart.batch(() => {
      chart.setData(data, !scales);
      for (const [key, range] of Object.entries(scales ?? {})) chart.setScale(key, range);
    });
  }, [data, scales]);

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const width = Math.max(200, host.clientWidth);
    const chart = new uPlot({ ...build(chartTheme()), width, height }, latest.current.data, host);
    for (const [key, range] of Object.entries(latest.current.scales ?? {})) chart.setScale(key, range);
    chartRef.current = chart;
    const observer = new ResizeObserver(() =>
      chart.setSize({ width: Math.max(200, host.clientWidth), height }),
    );
    observer.observe(host);
    return () => {
      observer.disconnect();
      chart.destroy();
      chartRef.current = null;
    };
  }, [build, height, themeKey]);

  return <div ref={hostRef} className="sim-chart" role="img" aria-label={label} />;
}
