import { useState } from 'react';
import { Demo } from './article-page';
import { ACCENT, BLUE, Plot } from './plot';
import { Slider } from './slider';

const WINDOW_S = 0.05;

/** A sine wave whose peak and frequency you set, with the DC level that heats a resistor equally. */
export function AcDcDemo() {
  const [peak, setPeak] = useState(325);
  const [hz, setHz] = useState(50);
  const rms = peak / Math.SQRT2;
  const points = Array.from({ length: 301 }, (_, i) => {
    const t = (i / 300) * WINDOW_S;
    return [t * 1000, peak * Math.sin(2 * Math.PI * hz * t)] as const;
  });
  const top = 400;
  return (
    <Demo title="Peak, RMS and frequency">
      <Slider
        label="Peak voltage"
        value={peak}
        min={5}
        max={400}
        step={5}
        onChange={setPeak}
        format={(v) => `${v} V`}
      />
      <Slider
        label="Frequency"
        value={hz}
        min={10}
        max={100}
        step={5}
        onChange={setHz}
        format={(v) => `${v} Hz`}
      />
      <Plot
        label={`Sine wave of ${peak} V peak at ${hz} Hz over 50 ms, with its RMS level of ${rms.toFixed(0)} V`}
        x={[0, WINDOW_S * 1000]}
        y={[-top, top]}
        xLabel="time (ms)"
        yLabel="V"
        series={[
          { points, color: ACCENT },
          {
            points: [
              [0, rms],
              [WINDOW_S * 1000, rms],
            ],
            color: BLUE,
            dashed: true,
          },
        ]}
        marks={[{ y: rms, text: `RMS ${rms.toFixed(0)} V` }]}
      />
      <ul className="edu-readout" aria-live="polite">
        <li>
          RMS: <strong>{rms.toFixed(1)} V</strong>
        </li>
        <li>
          Peak-to-peak: <strong>{(2 * peak).toFixed(0)} V</strong>
        </li>
        <li>
          Period: <strong>{(1000 / hz).toFixed(1)} ms</strong>
        </li>
      </ul>
    </Demo>
  );
}
