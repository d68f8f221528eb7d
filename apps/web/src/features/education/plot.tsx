export interface PlotSeries {
  points: readonly (readonly [number, number])[];
  color: string;
  dashed?: boolean;
  width?: number;
}

interface PlotProps {
  label: string;
  x: readonly [number, number];
  y: readonly [number, number];
  series: readonly PlotSeries[];
  xLabel: string;
  yLabel: string;
  /** Horizontal reference lines, e.g. zero or a threshold. */
  marks?: readonly { y: number; text: string }[];
  width?: number;
  height?: number;
}

const PAD = { left: 44, right: 10, top: 10, bottom: 30 };

/** A small line chart drawn as SVG, scaled to the given ranges (values outside are clipped). */
export function Plot({
  label,
  x,
  y,
  series,
  xLabel,
  yLabel,
  marks = [],
  width = 560,
  height = 240,
}: PlotProps) {
  const sx = (v: number) => PAD.left + ((v - x[0]) / (x[1] - x[0])) * (width - PAD.left - PAD.right);
  const sy = (v: number) => {
    const clamped = Math.max(y[0], Math.min(y[1], v));
    return height - PAD.bottom - ((clamped - y[0]) / (y[1] - y[0])) * (height - PAD.top - PAD.bottom);
  };
  const d = (points: PlotSeries['points']) =>
    points.map(([px, py], i) => `${i === 0 ? 'M' : 'L'}${sx(px).toFixed(1)},${sy(py).toFixed(1)}`).join(' ');
  return (
    <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-label={label}>
      <g stroke="currentColor" opacity="0.45">
        <line
          x1={PAD.left}
          x2={width - PAD.right}
          y1={sy(Math.max(y[0], Math.min(y[1], 0)))}
          y2={sy(Math.max(y[0], Math.min(y[1], 0)))}
        />
        <line x1={PAD.left} x2={PAD.left} y1={PAD.top} y2={height - PAD.bottom} />
      </g>
      {marks.map((mark) => (
        <g key={mark.text}>
          <line
            x1={PAD.left}
            x2={width - PAD.right}
            y1={sy(mark.y)}
            y2={sy(mark.y)}
            stroke="currentColor"
            strokeDasharray="4 4"
            opacity="0.5"
          />
          <text x={width - PAD.right} y={sy(mark.y) - 4} textAnchor="end" fontSize="11" fill="currentColor">
            {mark.text}
          </text>
        </g>
      ))}
      {series.map((s, i) => (
        <path
          key={i}
          d={d(s.points)}
          fill="none"
          stroke={s.color}
          strokeWidth={s.width ?? 2}
          strokeDasharray={s.dashed ? '6 4' : undefined}
        />
      ))}
      <g fontSize="11" fill="currentColor">
        <text x={PAD.left} y={height - 8}>
          {x[0]}
        </text>
        <text x={(PAD.left + width - PAD.right) / 2} y={height - 8} textAnchor="middle">
          {xLabel}
        </text>
        <text x={width - PAD.right} y={height - 8} textAnchor="end">
          {x[1]}
        </text>
        <text x={4} y={PAD.top + 8}>
          {yLabel}
        </text>
        <text x={PAD.left - 4} y={sy(y[1]) + 10} textAnchor="end">
          {y[1]}
        </text>
        <text x={PAD.left - 4} y={sy(y[0])} textAnchor="end">
          {y[0]}
        </text>
      </g>
    </svg>
  );
}

export const ACCENT = 'var(--accent)';
export const BLUE = 'var(--info, #5aa9e6)';
