import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { PlotColors } from './plot-colors';

export type ChartOptions = Omit<uPlot.Options, 'width' | 'height'>;

export interface Cursors {
  a: number | null;
  b: number | null;
}

interface Props {
  /** Everything but size; keep stable (useCallback): a new function rebuilds the chart. */
  build: (colors: PlotColors) => ChartOptions;
  colors: PlotColors;
  data: uPlot.AlignedData;
  height: number;
  label: string;
  cursors?: Cursors;
  /** Click sets cursor A, shift-click cursor B. */
  onPick?: (x: number, which: 'a' | 'b') => void;
}

/** Draws the two measurement cursors as labelled vertical lines. */
function cursorPlugin(cursors: { current: Cursors }, color: string): uPlot.Plugin {
  return {
    hooks: {
      draw: (u) => {
        const { ctx } = u;
        const { top, height } = u.bbox;
        ctx.save();
        ctx.strokeStyle = color;
        ctx.fillStyle = color;
        ctx.lineWidth = Math.max(1, devicePixelRatio);
        ctx.font = `${12 * devicePixelRatio}px sans-serif`;
        for (const [name, value] of Object.entries(cursors.current)) {
          if (value === null) continue;
          const x = u.valToPos(value, 'x', true);
          if (!Number.isFinite(x)) continue;
          ctx.setLineDash(name === 'a' ? [] : [6 * devicePixelRatio, 4 * devicePixelRatio]);
          ctx.beginPath();
          ctx.moveTo(x, top);
          ctx.lineTo(x, top + height);
          ctx.stroke();
          ctx.fillText(name.toUpperCase(), x + 4 * devicePixelRatio, top + 14 * devicePixelRatio);
        }
        ctx.restore();
      },
    },
  };
}

/** A uPlot canvas that follows its container's width and redraws data and cursors in place. */
export function UplotView({ build, colors, data, height, label, cursors, onPick }: Props) {
  const hostRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<uPlot | null>(null);
  const cursorRef = useRef<Cursors>(cursors ?? { a: null, b: null });
  const latest = useRef({ data, onPick });

  useEffect(() => {
    latest.current = { data, onPick };
    chartRef.current?.setData(data);
  }, [data, onPick]);

  useEffect(() => {
    cursorRef.current = cursors ?? { a: null, b: null };
    chartRef.current?.redraw(false, false);
  }, [cursors]);

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const options = build(colors);
    const chart = new uPlot(
      {
        ...options,
        width: Math.max(240, host.clientWidth),
        height,
        plugins: [...(options.plugins ?? []), cursorPlugin(cursorRef, colors.cursor)],
      },
      latest.current.data,
      host,
    );
    chartRef.current = chart;
    const pick = (event: MouseEvent) => {
      const x = chart.posToVal(event.offsetX, 'x');
      if (Number.isFinite(x)) latest.current.onPick?.(x, event.shiftKey ? 'b' : 'a');
    };
    chart.over.addEventListener('click', pick);
    const observer = new ResizeObserver(() =>
      chart.setSize({ width: Math.max(240, host.clientWidth), height }),
    );
    observer.observe(host);
    return () => {
      observer.disconnect();
      chart.over.removeEventListener('click', pick);
      chart.destroy();
      chartRef.current = null;
    };
  }, [build, colors, height]);

  return <div ref={hostRef} className="cs-chart" role="img" aria-label={label} />;
}
