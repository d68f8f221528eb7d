import { formatSi } from '@electrobench/electronics/units';
import { useState } from 'react';
import { Demo } from './article-page';
import { zenerRegulator } from './article-models';
import { Slider } from './slider';

const VZ = 5.1;
const RS = 220;
const LOADS = [100, 150, 220, 330, 470, 680, 1000, 2200, 4700, 10_000, Number.POSITIVE_INFINITY];
const loadOf = (i: number) => LOADS[i] ?? 1000;

/** A 5.1 V zener with a 220 Ω series resistor: vary the input and the load and watch it regulate or drop out. */
export function ZenerDemo() {
  const [vin, setVin] = useState(12);
  const [loadIndex, setLoadIndex] = useState(6);
  const load = loadOf(loadIndex);
  // An open output is a very large load resistance for the model.
  const r = zenerRegulator({
    vin,
    zenerVolts: VZ,
    seriesOhms: RS,
    loadOhms: Number.isFinite(load) ? load : 1e12,
  });
  return (
    <Demo title="Regulate or drop out">
      <Slider
        label="Input voltage"
        value={vin}
        min={0}
        max={20}
        step={0.5}
        onChange={setVin}
        format={(v) => `${v.toFixed(1)} V`}
      />
      <Slider
        label="Load"
        value={loadIndex}
        min={0}
        max={LOADS.length - 1}
        step={1}
        onChange={setLoadIndex}
        format={(i) => (Number.isFinite(loadOf(i)) ? formatSi(loadOf(i), 'Ω') : 'none')}
      />
      <svg viewBox="0 0 320 150" role="img" aria-label={`Zener regulator, output ${r.vout.toFixed(2)} volts`}>
        <g stroke="currentColor" strokeWidth="2" fill="none">
          <path d="M10 30 H90 M150 30 H300 M190 30 V76 M190 100 V130 M10 130 H300 M270 30 V50 M270 110 V130" />
          <rect x="90" y="22" width="60" height="16" />
          <rect
            x="262"
            y="50"
            width="16"
            height="60"
            strokeDasharray={Number.isFinite(load) ? undefined : '3 3'}
          />
          <path d="M178 100 L190 76 L202 100 Z" fill={r.regulating ? 'var(--accent)' : 'none'} />
          <path d="M174 70 L178 76 H202 L206 82" />
        </g>
        <g fontSize="12" fill="currentColor">
          <text x="4" y="20">
            Vin {vin.toFixed(1)} V
          </text>
          <text x="102" y="54">
            220 Ω
          </text>
          <text x="210" y="92">
            {VZ} V
          </text>
          <text x="284" y="84">
            load
          </text>
          <text x="190" y="20">
            Vout {r.vout.toFixed(2)} V
          </text>
        </g>
      </svg>
      <ul className="edu-readout" aria-live="polite">
        <li>
          Output: <strong>{r.vout.toFixed(2)} V</strong>
        </li>
        <li>
          Zener current: <strong>{formatSi(r.zenerAmps, 'A')}</strong>
        </li>
        <li>
          Zener power: <strong>{formatSi(r.zenerWatts, 'W')}</strong>
        </li>
        <li>
          Load current: <strong>{formatSi(r.loadAmps, 'A')}</strong>
        </li>
      </ul>
      {!r.regulating ? (
        <p className="edu-warn">
          Out of regulation: the resistor cannot supply the load, so the zener carries nothing.
        </p>
      ) : r.zenerWatts > 0.5 ? (
        <p className="edu-warn">Over 500 mW in the zener: a small glass zener would overheat.</p>
      ) : null}
    </Demo>
  );
}
