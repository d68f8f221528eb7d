import type { Soa } from '@electrobench/contracts/transistors';
import { formatSi } from '@electrobench/electronics/units';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { logRange, logScale } from './log-scale';
import { ZoomButtons } from '../../../ui/zoom-buttons';
import { clampWindow, isWhole, logTicks, panWindow, zoomWindow, type SoaWindow } from './soa-zoom';

// Distinct hues and dash patterns, so the curves stay apart without colour too.
export const SOA_STYLES = [
  { stroke: 'var(--accent)', dash: '' },
  { stroke: '#4cc38a', dash: '8 4' },
  { stroke: '#6aa9ff', dash: '2 4' },
  { stroke: '#e5707e', dash: '12 4 2 4' },
  { stroke: '#c792ea', dash: '4 4' },
  { stroke: '#f2a65a', dash: '1 3' },
];

// Drawn in screen pixels (the viewBox is the measured size), so labels keep their size on a phone.
const PAD = { left: 60, right: 12, top: 12, bottom: 46 };
const ZOOM_STEP = 2;
const PAN_STEP = 0.25;
/** A drag shorter than this (px) is a tap: it centres the view there instead of zooming. */
const DRAG_MIN = 10;

export const secondsLabel = (t: number) => (t < 1 ? `${t * 1000} ms` : `${t} s`);

interface Drag {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(640);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      const w = entry?.contentRect.width ?? 0;
      if (w > 0) setWidth(Math.round(w));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

/**
 * The SOA on log-log axes, as wide as its column. Zoom: drag a box with the mouse, the buttons, or
 * the keyboard on the focused chart (+ and -, arrows to move, 0 for all); a tap or click centres
 * a zoomed view on that point.
 */
export function SoaPlot({ soa }: { soa: Soa }) {
  const id = useId();
  const clipId = `${id}-clip`;
  const { ref, width: W } = useWidth();
  const H = Math.round(Math.min(420, Math.max(260, W * 0.62)));
  const points = [...soa.curves.flatMap((c) => c.points), ...soa.second_breakdown, ...soa.turn_off];
  const decadesV = logScale(Math.min(...points.map((p) => p.v)), Math.max(...points.map((p) => p.v)), 0, 1);
  const decadesI = logScale(Math.min(...points.map((p) => p.i)), Math.max(...points.map((p) => p.i)), 0, 1);
  const full: SoaWindow = {
    v: [Math.log10(decadesV.min), Math.log10(decadesV.max)],
    i: [Math.log10(decadesI.min), Math.log10(decadesI.max)],
  };
  const [chosen, setChosen] = useState<SoaWindow | null>(null);
  const view = chosen ? clampWindow(chosen, full) : full;
  const whole = isWhole(view, full);
  const [drag, setDrag] = useState<Drag | null>(null);

  const x = logRange(10 ** view.v[0], 10 ** view.v[1], PAD.left, W - PAD.right);
  const y = logRange(10 ** view.i[0], 10 ** view.i[1], H - PAD.bottom, PAD.top);
  const inside = (px: number, py: number) => ({
    x: Math.min(W - PAD.right, Math.max(PAD.left, px)),
    y: Math.min(H - PAD.bottom, Math.max(PAD.top, py)),
  });
  const local = (event: PointerEvent<SVGSVGElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return inside(event.clientX - box.left, event.clientY - box.top);
  };
  const fraction = (p: { x: number; y: number }) => ({
    v: (p.x - PAD.left) / (W - PAD.left - PAD.right),
    i: (H - PAD.bottom - p.y) / (H - PAD.top - PAD.bottom),
  });

  const zoom = (factor: number) => setChosen(zoomWindow(view, full, factor));
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-PAN_STEP, 0],
      ArrowRight: [PAN_STEP, 0],
      ArrowUp: [0, PAN_STEP],
      ArrowDown: [0, -PAN_STEP],
    };
    const move = moves[event.key];
    if (move) setChosen(panWindow(view, full, move[0], move[1]));
    else if (event.key === '+' || event.key === '=') zoom(ZOOM_STEP);
    else if (event.key === '-') zoom(1 / ZOOM_STEP);
    else if (event.key === '0') setChosen(null);
    else return;
    event.preventDefault();
  };

  const onPointerUp = (event: PointerEvent<SVGSVGElement>) => {
    if (!drag) return;
    setDrag(null);
    const end = local(event);
    // Touch drags scroll the page (the chart leaves them to the browser), so a touch is a tap.
    const tap = event.pointerType === 'touch';
    const wide = Math.abs(end.x - drag.x0) >= DRAG_MIN;
    const tall = Math.abs(end.y - drag.y0) >= DRAG_MIN;
    if (tap || (!wide && !tall)) {
      // A tap: centre a zoomed view there (it does nothing on the whole chart).
      const at = fraction(end);
      setChosen(panWindow(view, full, at.v - 0.5, at.i - 0.5));
      return;
    }
    const vs = [x.value(drag.x0), x.value(end.x)].map(Math.log10).sort((a, b) => a - b);
    const is = [y.value(drag.y0), y.value(end.y)].map(Math.log10).sort((a, b) => a - b);
    setChosen({
      v: wide ? [vs[0] ?? view.v[0], vs[1] ?? view.v[1]] : view.v,
      i: tall ? [is[0] ?? view.i[0], is[1] ?? view.i[1]] : view.i,
    });
  };

  const plotLine = (pairs: [number, number][]) =>
    pairs.map(([v, i]) => `${x.at(v).toFixed(1)},${y.at(i).toFixed(1)}`).join(' ');

  return (
    <div className="soa-plot">
      <ZoomButtons
        label="Zoom the chart"
        className="soa-zoom"
        onZoomOut={() => zoom(1 / ZOOM_STEP)}
        onZoomIn={() => zoom(ZOOM_STEP)}
        onReset={() => setChosen(null)}
        canZoomOut={!whole}
        canReset={!whole}
        resetLabel="Reset zoom"
        after={<span className="muted small soa-zoom-hint">Drag a box to zoom</span>}
      />
      <div className="soa-canvas" ref={ref}>
        <svg
          viewBox={`0 0 ${W} ${H}`}
          width={W}
          height={H}
          role="img"
          aria-labelledby={`${id}-title ${id}-desc`}
          aria-describedby={`${id}-keys`}
          className="soa-chart"
          tabIndex={0}
          onKeyDown={onKeyDown}
          onPointerDown={(event) => {
            if (event.button !== 0) return;
            const p = local(event);
            event.currentTarget.setPointerCapture?.(event.pointerId);
            setDrag({ x0: p.x, y0: p.y, x1: p.x, y1: p.y });
          }}
          onPointerMove={(event) => {
            if (!drag || event.pointerType === 'touch') return;
            const p = local(event);
            setDrag({ ...drag, x1: p.x, y1: p.y });
          }}
          onPointerUp={onPointerUp}
          onPointerCancel={() => setDrag(null)}
        >
          <title id={`${id}-title`}>Safe operating area of {soa.mpn}</title>
          <desc id={`${id}-desc`}>
            Collector or drain current against voltage on logarithmic axes; the part is safe below each line.
          </desc>
          <defs>
            <clipPath id={clipId}>
              <rect
                x={PAD.left}
                y={PAD.top}
                width={W - PAD.left - PAD.right}
                height={H - PAD.top - PAD.bottom}
              />
            </clipPath>
          </defs>
          {logTicks(x.min, x.max).map((v) => (
            <g key={`x${v}`}>
              <line x1={x.at(v)} x2={x.at(v)} y1={PAD.top} y2={H - PAD.bottom} className="soa-grid" />
              <text
                x={x.at(v)}
                y={H - PAD.bottom + 17}
                // The last label ends at the edge rather than running past it.
                textAnchor={x.at(v) > W - PAD.right - 24 ? 'end' : 'middle'}
                className="soa-tick soa-tick-v"
              >
                {formatSi(v, 'V')}
              </text>
            </g>
          ))}
          {logTicks(y.min, y.max).map((i) => (
            <g key={`y${i}`}>
              <line x1={PAD.left} x2={W - PAD.right} y1={y.at(i)} y2={y.at(i)} className="soa-grid" />
              <text x={PAD.left - 5} y={y.at(i) + 4} textAnchor="end" className="soa-tick">
                {formatSi(i, 'A')}
              </text>
            </g>
          ))}
          <text x={(PAD.left + W - PAD.right) / 2} y={H - 8} textAnchor="middle" className="soa-axis">
            VCE / VDS
          </text>
          <text
            x={13}
            y={(PAD.top + H - PAD.bottom) / 2}
            textAnchor="middle"
            className="soa-axis"
            transform={`rotate(-90 13 ${(PAD.top + H - PAD.bottom) / 2})`}
          >
            IC / ID
          </text>
          <g clipPath={`url(#${clipId})`}>
            {soa.curves.map((curve, index) => {
              const style = SOA_STYLES[index % SOA_STYLES.length] ?? SOA_STYLES[0];
              return (
                <polyline
                  key={curve.curve}
                  fill="none"
                  strokeWidth={2.5}
                  stroke={style?.stroke}
                  strokeDasharray={curve.derived ? '6 6' : style?.dash}
                  points={plotLine(curve.points.map((p) => [p.v, p.i]))}
                />
              );
            })}
            {soa.turn_off.map((t) => (
              <polyline
                key={`rb-${t.v}`}
                className="soa-turn-off"
                data-testid="soa-turn-off"
                fill="none"
                strokeWidth={2}
                points={plotLine([
                  [decadesV.min, t.i],
                  [t.v, t.i],
                  [t.v, decadesI.min],
                ])}
              />
            ))}
            {soa.second_breakdown.map((p) => (
              <circle
                key={`sb-${p.v}`}
                cx={x.at(p.v)}
                cy={y.at(p.i)}
                r={5}
                className="soa-stated"
                data-testid="soa-stated-point"
              >
                <title>
                  Datasheet: second breakdown {formatSi(p.i, 'A')} at {formatSi(p.v, 'V')} for{' '}
                  {secondsLabel(p.t_s)}
                </title>
              </circle>
            ))}
          </g>
          {drag ? (
            <rect
              className="soa-drag"
              x={Math.min(drag.x0, drag.x1)}
              y={Math.min(drag.y0, drag.y1)}
              width={Math.abs(drag.x1 - drag.x0)}
              height={Math.abs(drag.y1 - drag.y0)}
            />
          ) : null}
        </svg>
      </div>
      <p id={`${id}-keys`} className="visually-hidden">
        Keys: plus and minus zoom, the arrows move, 0 shows the whole chart.
      </p>
    </div>
  );
}
