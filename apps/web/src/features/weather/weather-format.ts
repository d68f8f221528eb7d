/** SPEC section 9: °C to whole degrees. */
export const formatTemperature = (celsius: number) => `${Math.round(celsius)}°C`;

/** SPEC section 9: m/s to one decimal place. */
export const formatWindSpeed = (metresPerSecond: number) => `${metresPerSecond.toFixed(1)} m/s`;

const COMPASS = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'] as const;

/** The eight-point compass direction the wind comes from. */
export function windDirection(degrees: number): string {
  const index = Math.round((((degrees % 360) + 360) % 360) / 45) % 8;
  return COMPASS[index] ?? 'N';
}

export type IconKind = 'sun' | 'moon' | 'partly' | 'cloud' | 'rain' | 'storm' | 'snow' | 'fog';

// Icon families in the two-digit style the server sends ('01d' clear day ... '50n' mist at night).
const FAMILIES: Record<string, IconKind> = {
  '02': 'partly',
  '03': 'cloud',
  '04': 'cloud',
  '09': 'rain',
  '10': 'rain',
  '11': 'storm',
  '13': 'snow',
  '50': 'fog',
};

export function weatherIcon(iconCode: string): IconKind {
  const family = iconCode.slice(0, 2);
  if (family === '01') return iconCode.endsWith('n') ? 'moon' : 'sun';
  return FAMILIES[family] ?? 'cloud';
}
