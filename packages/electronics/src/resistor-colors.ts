/**
 * The resistor colour code of IEC 60062:2016. Grey is ±0.01 % in that edition (older charts print
 * ±0.05 %), pink is the 10^-3 multiplier, and a missing tolerance band means ±20 %.
 * The temperature coefficient is the sixth band of six-band parts, in ppm/K.
 */
export const BAND_COLORS = [
  'black',
  'brown',
  'red',
  'orange',
  'yellow',
  'green',
  'blue',
  'violet',
  'grey',
  'white',
  'gold',
  'silver',
  'pink',
  'none',
] as const;
export type BandColor = (typeof BAND_COLORS)[number];

export interface ColorMeaning {
  digit?: number;
  multiplierExponent?: number;
  tolerancePercent?: number;
  tempCoPpmPerK?: number;
}

export const COLOR_MEANINGS: Readonly<Record<BandColor, ColorMeaning>> = {
  black: { digit: 0, multiplierExponent: 0, tempCoPpmPerK: 250 },
  brown: { digit: 1, multiplierExponent: 1, tolerancePercent: 1, tempCoPpmPerK: 100 },
  red: { digit: 2, multiplierExponent: 2, tolerancePercent: 2, tempCoPpmPerK: 50 },
  orange: { digit: 3, multiplierExponent: 3, tolerancePercent: 0.05, tempCoPpmPerK: 15 },
  yellow: { digit: 4, multiplierExponent: 4, tolerancePercent: 0.02, tempCoPpmPerK: 25 },
  green: { digit: 5, multiplierExponent: 5, tolerancePercent: 0.5, tempCoPpmPerK: 20 },
  blue: { digit: 6, multiplierExponent: 6, tolerancePercent: 0.25, tempCoPpmPerK: 10 },
  violet: { digit: 7, multiplierExponent: 7, tolerancePercent: 0.1, tempCoPpmPerK: 5 },
  grey: { digit: 8, multiplierExponent: 8, tolerancePercent: 0.01, tempCoPpmPerK: 1 },
  white: { digit: 9, multiplierExponent: 9 },
  gold: { multiplierExponent: -1, tolerancePercent: 5 },
  silver: { multiplierExponent: -2, tolerancePercent: 10 },
  pink: { multiplierExponent: -3 },
  none: { tolerancePercent: 20 },
};

// Spellings people type, plus the two-letter codes of IEC 60757 printed on schematics and BOMs.
const ALIASES: Readonly<Record<string, BandColor>> = {
  gray: 'grey',
  purple: 'violet',
  bk: 'black',
  bn: 'brown',
  rd: 'red',
  og: 'orange',
  ye: 'yellow',
  gn: 'green',
  bu: 'blue',
  vt: 'violet',
  gy: 'grey',
  wh: 'white',
  gd: 'gold',
  sr: 'silver',
  pk: 'pink',
  '': 'none',
  'no band': 'none',
  blank: 'none',
};

export function parseBandColor(name: string): BandColor | null {
  const key = String(name).trim().toLowerCase().replace(/\s+/g, ' ');
  if ((BAND_COLORS as readonly string[]).includes(key)) return key as BandColor;
  return ALIASES[key] ?? null;
}

export function colorForDigit(digit: number): BandColor | null {
  return BAND_COLORS.find((color) => COLOR_MEANINGS[color].digit === digit) ?? null;
}

export function colorForMultiplier(exponent: number): BandColor | null {
  return BAND_COLORS.find((color) => COLOR_MEANINGS[color].multiplierExponent === exponent) ?? null;
}

export function colorForTolerance(percent: number): BandColor | null {
  return BAND_COLORS.find((color) => COLOR_MEANINGS[color].tolerancePercent === percent) ?? null;
}

export function colorForTempCo(ppmPerK: number): BandColor | null {
  return BAND_COLORS.find((color) => COLOR_MEANINGS[color].tempCoPpmPerK === ppmPerK) ?? null;
}

export const TOLERANCE_CHOICES: readonly number[] = BAND_COLORS.flatMap((color) => {
  const tolerance = COLOR_MEANINGS[color].tolerancePercent;
  return tolerance === undefined ? [] : [tolerance];
}).sort((a, b) => a - b);

export const TEMPCO_CHOICES: readonly number[] = BAND_COLORS.flatMap((color) => {
  const tempCo = COLOR_MEANINGS[color].tempCoPpmPerK;
  return tempCo === undefined ? [] : [tempCo];
}).sort((a, b) => a - b);
