import { useEffect, useRef, useState } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { usePlotColors, type PlotColors } from './plot-colors';
import { cursorPlugin, type Cursors } from './uplot-cursors';

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
  build: (colors: PlotColors) => ChartOptions;
  data: uPlot.AlignedData;
  height: number;
  /** Text alternative of the picture for screen readers. */
  label: string;
  /** Fixed axis ranges applied on every update without rebuilding the chart. */
  scales?: Record<string, ScaleRange>;
  /** Measurement cursors drawn over the plot; click sets A, shift-click sets B. */
  cursors?: Cursors;
  onPick?: (x: number, which: 'a' | 'b') => void;
  /** The page's frame for the canvas (border, legend style). */
  className: string;
  /**
   * Build the chart only once its place comes within half a screen of the viewport. For pages with
   * several large charts below the first screen: drawing them all at load held the main thread for
   * 300-400 ms on a throttled phone. The place keeps the plot's height meanwhile.
   */
  deferUntilNear?: boolean;
}

const NO_CURSORS: Cursors = { a: null, b: null };
const MIN_WIDTH = 200;

/**
 * The one uPlot wrapper: a canvas that follows its container's width. Data, scale ranges and
 * cursors update in place, so a slider can redraw it many times a second.
 */
export function UplotChart({
  build,
  data,
  height,
  label,
  scales,
  cursors,
  onPick,
  className,
  deferUntilNear = false,
}: UplotChartProps) {
  const colors = usePlotColors();
  const hostRef = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(!deferUntilNear || typeof IntersectionObserver === 'undefined');
  const chartRef = useRef<uPlot | null>(null);
  const cursorRef = useRef<Cursors>(cursors ?? NO_CURSORS);
  const latest = useRef({ data, scales, onPick });

  useEffect(() => {
    latest.current = { data, scales, onPick };
    const chart = chartRef.current;
    if (!chart) return;
    chart.batch(() => {
      chart.setData(data, !scales);
      for (const [key, range] of Object.entries(scales ?? {})) chart.setScale(key, range);
    });
  }, [data, scales, onPick]);

  useEffect(() => {
    cursorRef.current = cursors ?? NO_CURSORS;
    chartRef.current?.redraw(false, false);
  }, [cursors]);

  useEffect(() => {
    const host = hostRef.current;
    if (near || !host) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '50% 0px' },
    );
    observer.observe(host);
    return () => observer.disconnect();
  }, [near]);

  useEffect(() => {
    const host = hostRef.current;
    if (!near || !host) return;
    const options = build(colors);
    const chart = new uPlot(
      {
        ...options,
        width: Math.max(MIN_WIDTH, host.clientWidth),
        height,
        plugins: [...(options.plugins ?? []), cursorPlugin(cursorRef, colors.accent)],
      },
      latest.current.data,
      host,
    );
    for (const [key, range] of Object.entries(latest.current.scales ?? {})) chart.setScale(key, range);
    chartRef.current = chart;
    const pick = (event: MouseEvent) => {
      const x = chart.posToVal(event.offsetX, 'x');
      if (Number.isFinite(x)) latest.current.onPick?.(x, event.shiftKey ? 'b' : 'a');
    };
    chart.over.addEventListener('click', pick);
    const observer = new ResizeObserver(() =>
      chart.setSize({ width: Math.max(MIN_WIDTH, host.clientWidth), height }),
    );
    observer.observe(host);
    return () => {
      observer.disconnect();
      chart.over.removeEventListener('click', pick);
      chart.destroy();
      chartRef.current = null;
    };
  }, [build, colors, height, near]);

  return (
    <div
      ref={hostRef}
      className={className}
      role="img"
      aria-label={label}
      style={near ? undefined : { minHeight: height }}
    />
  );
}
