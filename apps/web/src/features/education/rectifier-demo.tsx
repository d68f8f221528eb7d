import { useState } from 'react';
import { Demo } from './article-page';
import { rectifierWaveform, rippleOf } from './article-models';
import { ACCENT, BLUE, Plot } from './plot';
import { Slider } from './slider';

const CAPS_UF = [0, 100, 470, 1000, 2200, 4700, 10000];
const PEAK = 17;

/** Half- or full-wave rectification of a 12 V RMS, 50 Hz winding, with a reservoir capacitor and a load. */
export function RectifierDemo() {
  const [full, setFull] = useState(true);
  const [capIndex, setCapIndex] = useState(4);
  const [loadMa, setLoadMa] = useState(500);
  const uf = CAPS_UF[capIndex] ?? 0;
  const points = rectifierWaveform({
    kind: full ? 'full' : 'half',
    peakVolts: PEAK,
    frequencyHz: 50,
    diodeDropVolts: full ? 1.4 : 0.7,
    farads: uf * 1e-6,
    loadAmps: loadMa / 1000,
  });
  const ripple = uf > 0 ? rippleOf(points) : null;
  const ms = (t: number) => t * 1000;
  return (
    <Demo title="Smooth the output">
      <div className="edu-toggle" role="group" aria-label="Rectifier">
        <button
          type="button"
          className="btn btn-secondary btn-small"
          aria-pressed={!full}
          onClick={() => setFull(false)}
        >
          Half-wave (1 diode)
        </button>
        <button
          type="button"
          className="btn btn-secondary btn-small"
          aria-pressed={full}
          onClick={() => setFull(true)}
        >
          Full-wave bridge (4 diodes)
        </button>
      </div>
      <Slider
        label="Reservoir capacitor"
        value={capIndex}
        min={0}
        max={CAPS_UF.length - 1}
        step={1}
        onChange={setCapIndex}
        format={(i) => (CAPS_UF[i] ? `${CAPS_UF[i]} µF` : 'none')}
      />
      <Slider
        label="Load current"
        value={loadMa}
        min={50}
        max={2000}
        step={50}
        onChange={setLoadMa}
        format={(v) => `${v} mA`}
      />
      <Plot
        label={`${full ? 'Full-wave' : 'Half-wave'} rectified output over 60 ms${ripple !== null ? `, ripple ${ripple.toFixed(2)} V peak-to-peak` : ''}`}
        x={[0, 60]}
        y={[-PEAK, PEAK]}
        xLabel="time (ms)"
        yLabel="V"
        series={[
          { points: points.map((p) => [ms(p.t), p.source] as const), color: BLUE, dashed: true, width: 1.5 },
          { points: points.map((p) => [ms(p.t), p.out] as const), color: ACCENT, width: 2.5 },
        ]}
      />
      <ul className="edu-readout" aria-live="polite">
        <li>
          Ripple:{' '}
          <strong>{ripple === null ? 'the full wave (no capacitor)' : `${ripple.toFixed(2)} V p-p`}</strong>
        </li>
        <li>
          Ripple frequency: <strong>{full ? '100 Hz' : '50 Hz'}</strong>
        </li>
      </ul>
      <p className="muted">
        Dashed: the transformer winding (12 V RMS, 17 V peak). Solid: the DC output across the load.
      </p>
    </Demo>
  );
}
