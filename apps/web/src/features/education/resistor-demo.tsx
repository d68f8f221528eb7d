import { seriesValues } from '@electrobench/electronics/e-series';
import { formatSi } from '@electrobench/electronics/units';
import { useState } from 'react';
import { Demo } from './article-page';
import { Slider } from './slider';

// E12 values from 10 Ω to 82 kΩ, so each slider step is the next part you could buy.
const VALUES = [10, 100, 1000, 10_000].flatMap((decade) =>
  seriesValues('E12').map((base) => Math.round(base * decade * 100) / 100),
);
const ohms = (index: number) => VALUES[index] ?? 1000;

function ResistorBox({ x, y, vertical, label }: { x: number; y: number; vertical: boolean; label: string }) {
  return (
    <g>
      <rect
        x={x}
        y={y}
        width={vertical ? 20 : 60}
        height={vertical ? 60 : 20}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
      <text
        x={vertical ? x + 28 : x + 30}
        y={vertical ? y + 34 : y - 6}
        textAnchor={vertical ? 'start' : 'middle'}
        fontSize="12"
        fill="currentColor"
      >
        {label}
      </text>
    </g>
  );
}

/** Two resistors joined in series or in parallel; the total and the drawing follow the choice. */
export function ResistorDemo() {
  const [a, setA] = useState(VALUES.indexOf(1000));
  const [b, setB] = useState(VALUES.indexOf(2200));
  const [parallel, setParallel] = useState(false);
  const r1 = ohms(a);
  const r2 = ohms(b);
  const total = parallel ? (r1 * r2) / (r1 + r2) : r1 + r2;
  const l1 = `R1 ${formatSi(r1, 'Ω')}`;
  const l2 = `R2 ${formatSi(r2, 'Ω')}`;
  return (
    <Demo title="Series or parallel?">
      <div className="edu-toggle" role="group" aria-label="Connection">
        <button
          type="button"
          className="btn btn-secondary btn-small"
          aria-pressed={!parallel}
          onClick={() => setParallel(false)}
        >
          Series
        </button>
        <button
          type="button"
          className="btn btn-secondary btn-small"
          aria-pressed={parallel}
          onClick={() => setParallel(true)}
        >
          Parallel
        </button>
      </div>
      <Slider
        label="R1"
        value={a}
        min={0}
        max={VALUES.length - 1}
        step={1}
        onChange={setA}
        format={(i) => formatSi(ohms(i), 'Ω')}
      />
      <Slider
        label="R2"
        value={b}
        min={0}
        max={VALUES.length - 1}
        step={1}
        onChange={setB}
        format={(i) => formatSi(ohms(i), 'Ω')}
      />
      <svg viewBox="0 0 320 130" role="img" aria-label={`R1 and R2 in ${parallel ? 'parallel' : 'series'}`}>
        <g stroke="currentColor" strokeWidth="2" fill="none">
          {parallel ? (
            <path d="M10 65 H60 V30 H130 M190 30 H250 V100 H190 M130 100 H60 V65 M250 65 H310" />
          ) : (
            <path d="M10 65 H50 M110 65 H190 M250 65 H310" />
          )}
        </g>
        {parallel ? (
          <>
            <ResistorBox x={130} y={20} vertical={false} label={l1} />
            <ResistorBox x={130} y={90} vertical={false} label={l2} />
          </>
        ) : (
          <>
            <ResistorBox x={50} y={55} vertical={false} label={l1} />
            <ResistorBox x={190} y={55} vertical={false} label={l2} />
          </>
        )}
      </svg>
      <ul className="edu-readout" aria-live="polite">
        <li>
          Total: <strong>{formatSi(total, 'Ω', 4)}</strong>
        </li>
        <li>{parallel ? '1/R = 1/R1 + 1/R2' : 'R = R1 + R2'}</li>
      </ul>
      <p className="muted">
        In parallel the total is always below the smaller resistor; in series it is always above the larger
        one.
      </p>
    </Demo>
  );
}
