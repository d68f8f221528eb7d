import type { WaveformPoint } from '@electrobench/electronics/timer-555-waveform';
import { si } from './quantity';

const W = 600;
const H = 280;
const LEFT = 48;
const RIGHT = 12;
const PANEL = 100;
const TOP_OUT = 16;
const TOP_CAP = 152;

/** The 555 output and the timing capacitor voltage, one above the other on a shared time axis. */
export function WaveformChart({
  points,
  supply,
  caption,
}: {
  points: readonly WaveformPoint[];
  supply: number;
  caption: string;
}) {
  const t0 = points[0]?.t ?? 0;
  const t1 = points.at(-1)?.t ?? 1;
  const x = (t: number) => LEFT + ((t - t0) / (t1 - t0 || 1)) * (W - LEFT - RIGHT);
  const y = (v: number, top: number) => top + PANEL - (v / supply) * PANEL;
  const path = (pick: (p: WaveformPoint) => number, top: number) =>
    points
      .map((p, i) => `${i === 0 ? 'M' : 'L'}${x(p.t).toFixed(1)},${y(pick(p), top).toFixed(1)}`)
      .join(' ');
  const threshold = (fraction: number, label: string) => (
    <g>
      <line
        x1={LEFT}
        x2={W - RIGHT}
        y1={y(supply * fraction, TOP_CAP)}
        y2={y(supply * fraction, TOP_CAP)}
        strokeDasharray="5 4"
        stroke="currentColor"
        opacity="0.5"
      />
      <text x={4} y={y(supply * fraction, TOP_CAP) + 4} fontSize="11" fill="currentColor">
        {label}
      </text>
    </g>
  );
  return (
    <figure className="calc-figure">
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={caption}>
        <text x={4} y={TOP_OUT + 10} fontSize="11" fill="currentColor">
          Out
        </text>
        <text x={4} y={TOP_CAP - 4} fontSize="11" fill="currentColor">
          Cap
        </text>
        <line
          x1={LEFT}
          x2={W - RIGHT}
          y1={TOP_OUT + PANEL}
          y2={TOP_OUT + PANEL}
          stroke="currentColor"
          opacity="0.3"
        />
        <line
          x1={LEFT}
          x2={W - RIGHT}
          y1={TOP_CAP + PANEL}
          y2={TOP_CAP + PANEL}
          stroke="currentColor"
          opacity="0.3"
        />
        {threshold(2 / 3, '⅔ Vcc')}
        {threshold(1 / 3, '⅓ Vcc')}
        <path d={path((p) => p.output, TOP_OUT)} fill="none" stroke="var(--accent)" strokeWidth="2.5" />
        <path
          d={path((p) => p.capacitor, TOP_CAP)}
          fill="none"
          stroke="var(--info, #5aa9e6)"
          strokeWidth="2"
        />
        <text x={LEFT} y={H - 4} fontSize="11" fill="currentColor">
          {si(t0, 's', 3)}
        </text>
        <text x={W - RIGHT} y={H - 4} fontSize="11" fill="currentColor" textAnchor="end">
          {si(t1, 's', 3)}
        </text>
      </svg>
      <figcaption>{caption}</figcaption>
    </figure>
  );
}
