import { useState } from 'react';
import { Demo } from './article-page';
import { ACCENT, BLUE, Plot } from './plot';
import { Slider } from './slider';

const CYCLES = 4;

/** A PWM signal whose duty cycle you set, with its average and what ideal buck and boost converters give. */
export function PwmDemo() {
  const [duty, setDuty] = useState(40);
  const [vin, setVin] = useState(24);
  const d = duty / 100;
  const wave = Array.from({ length: CYCLES }, (_, c) => [
    [c, vin] as const,
    [c + d, vin] as const,
    [c + d, 0] as const,
    [c + 1, 0] as const,
    [c + 1, vin] as const,
  ]).flat();
  const boost = d < 1 ? vin / (1 - d) : Number.POSITIVE_INFINITY;
  return (
    <Demo title="Duty cycle and average voltage">
      <Slider
        label="Duty cycle"
        value={duty}
        min={0}
        max={95}
        step={5}
        onChange={setDuty}
        format={(v) => `${v} %`}
      />
      <Slider
        label="Input voltage"
        value={vin}
        min={5}
        max={48}
        step={1}
        onChange={setVin}
        format={(v) => `${v} V`}
      />
      <Plot
        label={`PWM at ${duty} % duty from ${vin} V; average ${(d * vin).toFixed(1)} V`}
        x={[0, CYCLES]}
        y={[0, 50]}
        xLabel="switching periods"
        yLabel="V"
        series={[
          { points: wave, color: ACCENT },
          {
            points: [
              [0, d * vin],
              [CYCLES, d * vin],
            ],
            color: BLUE,
            dashed: true,
          },
        ]}
        marks={[{ y: d * vin, text: `average ${(d * vin).toFixed(1)} V` }]}
      />
      <ul className="edu-readout" aria-live="polite">
        <li>
          Average (ideal buck output): <strong>{(d * vin).toFixed(1)} V</strong>
        </li>
        <li>
          Ideal boost output: <strong>{Number.isFinite(boost) ? `${boost.toFixed(1)} V` : '—'}</strong>
        </li>
      </ul>
      <p className="muted">
        Ideal converters in continuous conduction. Real boost converters cannot reach the high ratios near 100
        % duty because of losses.
      </p>
    </Demo>
  );
}
