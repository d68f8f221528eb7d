import { useState } from 'react';
import { Demo } from './article-page';
import { transformer } from './article-models';
import { Slider } from './slider';

function Coil({ x, turns, label }: { x: number; turns: number; label: string }) {
  const shown = Math.max(1, Math.min(16, Math.round(turns / 50)));
  const gap = 120 / shown;
  return (
    <g>
      {Array.from({ length: shown }, (_, i) => (
        <ellipse
          key={i}
          cx={x}
          cy={50 + gap * (i + 0.5)}
          rx="26"
          ry={Math.min(6, gap / 2)}
          fill="none"
          stroke="#d98c3a"
          strokeWidth="2.5"
        />
      ))}
      <text x={x} y="218" textAnchor="middle" fontSize="12" fill="currentColor">
        {label}
      </text>
    </g>
  );
}

/** Turns on each side and the primary voltage set the secondary voltage; the coils redraw. */
export function TransformerDemo() {
  const [vp, setVp] = useState(230);
  const [np, setNp] = useState(800);
  const [ns, setNs] = useState(40);
  const { secondaryVolts, currentRatio } = transformer(vp, np, ns);
  return (
    <Demo title="Try a transformer">
      <Slider
        label="Primary voltage"
        value={vp}
        min={12}
        max={400}
        step={1}
        onChange={setVp}
        format={(v) => `${v} V`}
      />
      <Slider
        label="Primary turns"
        value={np}
        min={50}
        max={800}
        step={10}
        onChange={setNp}
        format={(v) => `${v} turns`}
      />
      <Slider
        label="Secondary turns"
        value={ns}
        min={10}
        max={800}
        step={10}
        onChange={setNs}
        format={(v) => `${v} turns`}
      />
      <svg
        viewBox="0 0 300 225"
        role="img"
        aria-label={`Transformer with ${np} primary and ${ns} secondary turns`}
        className="edu-transformer"
      >
        <rect x="90" y="30" width="120" height="160" fill="none" stroke="#8a97a8" strokeWidth="14" />
        <Coil x={90} turns={np} label={`${np} turns`} />
        <Coil x={210} turns={ns} label={`${ns} turns`} />
        <text x="10" y="115" fontSize="13" fill="currentColor">
          {vp} V
        </text>
        <text x="245" y="115" fontSize="13" fill="currentColor">
          {secondaryVolts.toFixed(1)} V
        </text>
      </svg>
      <ul className="edu-readout" aria-live="polite">
        <li>
          Secondary: <strong>{secondaryVolts.toFixed(1)} V</strong>
        </li>
        <li>
          Turns ratio: <strong>{(np / ns).toFixed(2)} : 1</strong>
        </li>
        <li>
          Secondary current is <strong>{currentRatio.toFixed(2)} ×</strong> the primary current
        </li>
      </ul>
      <p className="muted">
        An ideal transformer: no losses, so power in equals power out and current goes the other way to
        voltage.
      </p>
    </Demo>
  );
}
