import { formatSi } from '@electrobench/electronics/units';
import { useState } from 'react';
import { Demo } from './article-page';
import { diodeCurrent } from './article-models';
import { ACCENT, BLUE, Plot } from './plot';
import { Slider } from './slider';

const MAX_MA = 20;
// Stops just above the chart top so the steep part is not flattened against the frame.
const curve = Array.from(
  { length: 161 },
  (_, i) => [i * 0.005, diodeCurrent(i * 0.005) * 1000] as const,
).filter(([, ma], i, all) => ma <= MAX_MA || (all[i - 1]?.[1] ?? 0) <= MAX_MA);

/** Move along a silicon diode's forward curve and watch the current take off past the knee. */
export function DiodeCurveDemo() {
  const [volts, setVolts] = useState(0.6);
  const amps = diodeCurrent(volts);
  const ma = Math.min(MAX_MA, amps * 1000);
  return (
    <Demo title="Walk up the forward curve">
      <Slider
        label="Forward voltage"
        value={volts}
        min={0}
        max={0.8}
        step={0.01}
        onChange={setVolts}
        format={(v) => `${v.toFixed(2)} V`}
      />
      <Plot
        label={`Silicon diode forward curve; at ${volts.toFixed(2)} V the current is ${formatSi(amps, 'A')}`}
        x={[0, 0.8]}
        y={[0, MAX_MA]}
        xLabel="V forward"
        yLabel="mA"
        series={[
          { points: curve, color: ACCENT },
          {
            points: [
              [volts, 0],
              [volts, MAX_MA],
            ],
            color: BLUE,
            dashed: true,
            width: 1.5,
          },
          {
            points: [
              [volts - 0.004, ma],
              [volts + 0.004, ma],
            ],
            color: BLUE,
            width: 6,
          },
        ]}
      />
      <ul className="edu-readout" aria-live="polite">
        <li>
          Current: <strong>{formatSi(amps, 'A')}</strong>
        </li>
        {amps > MAX_MA / 1000 ? (
          <li className="edu-warn">Off the chart: limit the current with a resistor!</li>
        ) : null}
      </ul>
      <p className="muted">
        Model: Shockley equation with a saturation current of 10 fA at room temperature. Every extra 60 mV or
        so multiplies the current by ten, which is why a diode is never connected straight across a voltage
        source.
      </p>
    </Demo>
  );
}
