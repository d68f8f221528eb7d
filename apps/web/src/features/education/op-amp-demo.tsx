import { formatSi } from '@electrobench/electronics/units';
import { useState } from 'react';
import { Demo } from './article-page';
import { opAmpOutput } from './article-models';
import { ACCENT, BLUE, Plot } from './plot';
import { Slider } from './slider';

const RAIL = 12;
const RESISTORS = [1e3, 2.2e3, 4.7e3, 10e3, 22e3, 47e3, 100e3];
const r = (i: number) => RESISTORS[i] ?? 10e3;

/** An amplifier on ±12 V: set the resistors and the input amplitude and see gain and clipping. */
export function OpAmpDemo() {
  const [mode, setMode] = useState<'inverting' | 'non-inverting'>('non-inverting');
  const [rf, setRf] = useState(3);
  const [rg, setRg] = useState(3);
  const [amplitude, setAmplitude] = useState(1);
  const settings = { mode, feedbackOhms: r(rf), groundOhms: r(rg), railVolts: RAIL };
  const peak = opAmpOutput({ ...settings, vin: amplitude });
  const times = Array.from({ length: 201 }, (_, i) => i / 100);
  const input = times.map((t) => [t, amplitude * Math.sin(2 * Math.PI * t)] as const);
  const output = times.map(
    (t) => [t, opAmpOutput({ ...settings, vin: amplitude * Math.sin(2 * Math.PI * t) }).vout] as const,
  );
  return (
    <Demo title="Set the gain">
      <div className="edu-toggle" role="group" aria-label="Amplifier type">
        {(['non-inverting', 'inverting'] as const).map((m) => (
          <button
            key={m}
            type="button"
            className="btn btn-secondary btn-small"
            aria-pressed={mode === m}
            onClick={() => setMode(m)}
          >
            {m === 'inverting' ? 'Inverting' : 'Non-inverting'}
          </button>
        ))}
      </div>
      <Slider
        label="Rf (feedback)"
        value={rf}
        min={0}
        max={RESISTORS.length - 1}
        step={1}
        onChange={setRf}
        format={(i) => formatSi(r(i), 'Ω')}
      />
      <Slider
        label={mode === 'inverting' ? 'Rin (input)' : 'Rg (to ground)'}
        value={rg}
        min={0}
        max={RESISTORS.length - 1}
        step={1}
        onChange={setRg}
        format={(i) => formatSi(r(i), 'Ω')}
      />
      <Slider
        label="Input amplitude"
        value={amplitude}
        min={0.1}
        max={3}
        step={0.1}
        onChange={setAmplitude}
        format={(v) => `${v.toFixed(1)} V`}
      />
      <Plot
        label={`Input sine of ${amplitude.toFixed(1)} V and output with gain ${peak.gain.toFixed(2)}${peak.clipped ? ', clipped at the rails' : ''}`}
        x={[0, 2]}
        y={[-14, 14]}
        xLabel="two cycles"
        yLabel="V"
        marks={[
          { y: RAIL, text: '+12 V rail' },
          { y: -RAIL, text: '−12 V rail' },
        ]}
        series={[
          { points: input, color: BLUE, dashed: true },
          { points: output, color: ACCENT, width: 2.5 },
        ]}
      />
      <ul className="edu-readout" aria-live="polite">
        <li>
          Gain: <strong>{peak.gain.toFixed(2)}</strong>
        </li>
        <li>
          Output peak: <strong>{Math.abs(peak.vout).toFixed(2)} V</strong>
        </li>
        {peak.clipped ? (
          <li className="edu-warn">Clipping: the output cannot go past the supply rails.</li>
        ) : null}
      </ul>
    </Demo>
  );
}
