import { useState } from 'react';
import { Demo } from './article-page';

type Unknown = 'V' | 'I' | 'R';

const FORMULA: Record<Unknown, string> = { V: 'V = I × R', I: 'I = V / R', R: 'R = V / I' };
const EXAMPLE: Record<Unknown, string> = {
  V: '20 mA through 470 Ω: V = 0.02 × 470 = 9.4 V',
  I: '9 V across 1 kΩ: I = 9 / 1000 = 9 mA',
  R: '3 V left for an LED at 10 mA: R = 3 / 0.01 = 300 Ω',
};

/** The Ohm's law triangle: cover the quantity you want and the other two show how to get it. */
export function OhmTriangle() {
  const [unknown, setUnknown] = useState<Unknown>('V');
  const fill = (q: Unknown) => (q === unknown ? 'var(--accent)' : 'currentColor');
  return (
    <Demo title="The Ohm’s law triangle">
      <p>Pick the quantity you want to find.</p>
      <div className="edu-toggle" role="group" aria-label="Find">
        {(['V', 'I', 'R'] as const).map((q) => (
          <button
            key={q}
            type="button"
            className="btn btn-secondary btn-small"
            aria-pressed={unknown === q}
            onClick={() => setUnknown(q)}
          >
            {q === 'V' ? 'Voltage V' : q === 'I' ? 'Current I' : 'Resistance R'}
          </button>
        ))}
      </div>
      <svg
        viewBox="0 0 200 150"
        role="img"
        aria-label={`Ohm's law triangle, finding ${unknown}: ${FORMULA[unknown]}`}
        className="edu-triangle"
      >
        <path d="M100 10 L190 140 L10 140 Z" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M45 90 H155 M100 90 V140" stroke="currentColor" strokeWidth="2" />
        <g fontSize="28" textAnchor="middle" fontWeight="700">
          <text x="100" y="72" fill={fill('V')}>
            V
          </text>
          <text x="70" y="128" fill={fill('I')}>
            I
          </text>
          <text x="130" y="128" fill={fill('R')}>
            R
          </text>
        </g>
      </svg>
      <p aria-live="polite">
        <code>{FORMULA[unknown]}</code> – for example {EXAMPLE[unknown]}.
      </p>
    </Demo>
  );
}
