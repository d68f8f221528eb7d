import { useState } from 'react';
import { Demo } from './article-page';

type Doping = 'pure' | 'n' | 'p';

const TEXT: Record<Doping, string> = {
  pure: 'Pure silicon: every atom shares its four valence electrons with four neighbours. All bonds are complete, so at room temperature very few electrons are free.',
  n: 'n-type: a phosphorus atom (five valence electrons) takes a silicon site. Four electrons bond; the fifth is only loosely held and becomes a free negative carrier.',
  p: 'p-type: a boron atom (three valence electrons) takes a silicon site. One bond is left an electron short. That gap – a hole – moves as neighbouring electrons hop into it, acting as a positive carrier.',
};

/** A 3 × 3 patch of the silicon crystal, with the centre atom replaced by a dopant. */
export function DopingDemo() {
  const [doping, setDoping] = useState<Doping>('pure');
  const centre = doping === 'n' ? 'P' : doping === 'p' ? 'B' : 'Si';
  const atoms = [0, 1, 2].flatMap((row) => [0, 1, 2].map((col) => ({ row, col })));
  const x = (col: number) => 60 + col * 100;
  const y = (row: number) => 40 + row * 80;
  return (
    <Demo title="Dope the crystal">
      <div className="edu-toggle" role="group" aria-label="Doping">
        {(['pure', 'n', 'p'] as const).map((kind) => (
          <button
            key={kind}
            type="button"
            className="btn btn-secondary btn-small"
            aria-pressed={doping === kind}
            onClick={() => setDoping(kind)}
          >
            {kind === 'pure'
              ? 'Pure silicon'
              : kind === 'n'
                ? 'Add phosphorus (n-type)'
                : 'Add boron (p-type)'}
          </button>
        ))}
      </div>
      <svg viewBox="0 0 320 240" role="img" aria-label={`Silicon crystal, centre atom ${centre}`}>
        <g stroke="currentColor" strokeWidth="2" opacity="0.5">
          {atoms.map(({ row, col }) => (
            <g key={`${row}-${col}`}>
              {col < 2 ? <line x1={x(col)} y1={y(row)} x2={x(col + 1)} y2={y(row)} /> : null}
              {row < 2 ? <line x1={x(col)} y1={y(row)} x2={x(col)} y2={y(row + 1)} /> : null}
            </g>
          ))}
        </g>
        {atoms.map(({ row, col }) => {
          const isCentre = row === 1 && col === 1;
          return (
            <g key={`a-${row}-${col}`}>
              <circle
                cx={x(col)}
                cy={y(row)}
                r="20"
                fill={isCentre && doping !== 'pure' ? (doping === 'n' ? '#5b8def' : '#d9534f') : '#6b7a8c'}
              />
              <text x={x(col)} y={y(row) + 5} textAnchor="middle" fontSize="14" fill="#fff">
                {isCentre ? centre : 'Si'}
              </text>
            </g>
          );
        })}
        {doping === 'n' ? <circle cx="195" cy="75" r="6" fill="var(--accent)" /> : null}
        {doping === 'p' ? (
          <circle cx="210" cy="120" r="7" fill="none" stroke="var(--accent)" strokeWidth="2.5" />
        ) : null}
      </svg>
      <p aria-live="polite">{TEXT[doping]}</p>
    </Demo>
  );
}
