import { useState } from 'react';
import { formatSi } from '@electrobench/electronics/units';
import { Demo } from './article-page';
import { driftSpeed, electronsPerSecond } from './article-models';
import { Slider } from './slider';

const AREAS = [0.5, 1, 1.5, 2.5, 4];

/** Current and wire size in, electrons per second and drift speed out, with drifting dots. */
export function ElectronFlowDemo() {
  const [amps, setAmps] = useState(1);
  const [areaIndex, setAreaIndex] = useState(1);
  const area = AREAS[areaIndex] ?? 1;
  const speed = driftSpeed(amps, area);
  // The dots move in proportion to the drift speed; 1 mm/s maps to one wire length in 4 s.
  const seconds = Math.max(0.5, Math.min(60, 4 / (speed * 1000)));
  const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  return (
    <Demo title="How fast do the electrons move?">
      <Slider
        label="Current"
        value={amps}
        min={0.1}
        max={10}
        step={0.1}
        onChange={setAmps}
        format={(v) => `${v.toFixed(1)} A`}
      />
      <Slider
        label="Wire cross-section"
        value={areaIndex}
        min={0}
        max={AREAS.length - 1}
        step={1}
        onChange={setAreaIndex}
        format={(i) => `${AREAS[i] ?? 1} mm²`}
      />
      <svg
        viewBox="0 0 400 60"
        role="img"
        aria-label={`Copper wire of ${area} mm² with electrons drifting`}
        className="edu-wire"
      >
        <rect
          x="0"
          y={30 - 6 * Math.sqrt(area)}
          width="400"
          height={12 * Math.sqrt(area)}
          rx="4"
          fill="#b87333"
        />
        {Array.from({ length: 12 }, (_, i) => (
          <circle key={i} cx={i * 34 + 10} cy={30 + ((i % 3) - 1) * 3 * Math.sqrt(area)} r="3" fill="#e8f0ff">
            {still ? null : (
              <animateTransform
                attributeName="transform"
                type="translate"
                from="0 0"
                to="34 0"
                dur={`${seconds / 12}s`}
                repeatCount="indefinite"
              />
            )}
          </circle>
        ))}
      </svg>
      <ul className="edu-readout" aria-live="polite">
        <li>
          Electrons per second: <strong>{electronsPerSecond(amps).toExponential(2)}</strong>
        </li>
        <li>
          Drift speed: <strong>{formatSi(speed, 'm/s', 3)}</strong>
        </li>
      </ul>
      <p className="muted">
        The dots are not to scale: at a few amps the real electrons creep along at well under a millimetre per
        second. Thicker wire, same current: more free electrons share the work, so each one moves even more
        slowly.
      </p>
    </Demo>
  );
}
