import type { IconKind } from './weather-format';

// Drawn in SVG rather than emoji so the icon looks the same on systems without an emoji font.
const CLOUD = 'M7 17h10a4 4 0 0 0 .5-7.97A6 6 0 0 0 6.1 10 3.5 3.5 0 0 0 7 17z';
const HIGH_CLOUD = 'M7 14h10a4 4 0 0 0 .5-7.97A6 6 0 0 0 6.1 7 3.5 3.5 0 0 0 7 14z';
const SHAPES: Record<IconKind, string[]> = {
  sun: [
    'M12 8a4 4 0 1 0 0 8 4 4 0 1 0 0-8z',
    'M12 2v2M12 20v2M2 12h2M20 12h2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4',
  ],
  moon: ['M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z'],
  partly: [
    'M8 4a3 3 0 1 0 0 6',
    'M8 1v1M2 7h1M3.8 2.8l.7.7',
    'M9 20h9a3.5 3.5 0 0 0 .4-6.97A5 5 0 0 0 8.6 13.5 3 3 0 0 0 9 20z',
  ],
  cloud: [CLOUD],
  rain: [HIGH_CLOUD, 'M9 17l-1 3M13 17l-1 3M17 17l-1 3'],
  storm: [HIGH_CLOUD, 'M13 15l-3 4h4l-3 4'],
  snow: [HIGH_CLOUD, 'M8 18h.01M12 20h.01M16 18h.01M10 22h.01M14 22h.01'],
  fog: ['M4 8h16M3 12h18M5 16h14M7 20h10'],
};

export function WeatherIcon({ kind, size = 20 }: { kind: IconKind; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {SHAPES[kind].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
