import type { BandColor } from '@electrobench/electronics/resistor-colors';

export const BAND_FILL: Readonly<Record<BandColor, string>> = {
  black: '#111111',
  brown: '#7b3f00',
  red: '#d32f2f',
  orange: '#f57c00',
  yellow: '#fdd835',
  green: '#2e7d32',
  blue: '#1565c0',
  violet: '#7b1fa2',
  grey: '#9e9e9e',
  white: '#fafafa',
  gold: '#c9a227',
  silver: '#b8b8b8',
  pink: '#f48fb1',
  none: 'transparent',
};

/** Band x positions: digits and multiplier from the left, tolerance (and tempco) set apart at the right. */
export function bandPositions(count: number): number[] {
  if (count <= 1) return [185];
  const lead = Array.from({ length: count === 6 ? 4 : count - 1 }, (_, i) => 105 + i * 30);
  if (count === 3) return [105, 135, 165];
  return count === 6 ? [...lead, 255, 285] : [...lead, 275];
}

/** A through-hole resistor drawn with its colour bands; beige body for 4 bands, blue for precision parts. */
export function ResistorDrawing({ bands }: { bands: readonly BandColor[] }) {
  const body = bands.length >= 5 ? '#8fb8de' : '#d9c29a';
  const xs = bandPositions(bands.length);
  const names = bands.filter((b) => b !== 'none');
  return (
    <figure className="calc-figure">
      <svg viewBox="0 0 400 120" role="img" aria-label={`Resistor with bands: ${names.join(', ') || 'none'}`}>
        <line x1="0" y1="60" x2="400" y2="60" stroke="#9aa3ad" strokeWidth="6" />
        <rect x="70" y="22" width="260" height="76" rx="30" fill={body} stroke="#5d4a2a" strokeWidth="2" />
        {bands.map((band, index) =>
          band === 'none' ? null : (
            <rect
              key={`${index}-${band}`}
              x={xs[index] ?? 0}
              y="23"
              width="18"
              height="74"
              fill={BAND_FILL[band]}
              stroke={band === 'white' || band === 'yellow' ? '#777' : 'none'}
            />
          ),
        )}
      </svg>
      <figcaption>Read from the left; the wider gap sits before the tolerance band.</figcaption>
    </figure>
  );
}
