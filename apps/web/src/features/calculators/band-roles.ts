import { BAND_COLORS, COLOR_MEANINGS, type BandColor } from '@electrobench/electronics/resistor-colors';

export type BandRole = 'digit' | 'multiplier' | 'tolerance' | 'tempco';
export type BandCountChoice = '4' | '5' | '6';

export const ROLES: Readonly<Record<BandCountChoice, readonly BandRole[]>> = {
  '4': ['digit', 'digit', 'multiplier', 'tolerance'],
  '5': ['digit', 'digit', 'digit', 'multiplier', 'tolerance'],
  '6': ['digit', 'digit', 'digit', 'multiplier', 'tolerance', 'tempco'],
};

const ORDINAL = ['First', 'Second', 'Third'];

export function bandLabel(roles: readonly BandRole[], index: number): string {
  const role = roles[index];
  const digitIndex = roles.slice(0, index).filter((r) => r === 'digit').length;
  const what =
    role === 'digit'
      ? `${ORDINAL[digitIndex] ?? ''} digit`.toLowerCase()
      : role === 'tempco'
        ? 'temperature coefficient'
        : (role ?? '');
  return `Band ${index + 1} (${what})`;
}

/** Colours that mean something in a position; 'none' (no band) only as a missing tolerance band. */
export function colorsFor(role: BandRole): BandColor[] {
  return BAND_COLORS.filter((color) => {
    const meaning = COLOR_MEANINGS[color];
    if (role === 'digit') return meaning.digit !== undefined;
    if (role === 'multiplier') return meaning.multiplierExponent !== undefined;
    if (role === 'tolerance') return meaning.tolerancePercent !== undefined;
    return meaning.tempCoPpmPerK !== undefined;
  });
}

export function describeColor(color: BandColor, role: BandRole): string {
  const m = COLOR_MEANINGS[color];
  if (role === 'digit') return `${color} (${m.digit})`;
  if (role === 'multiplier') return `${color} (×10^${m.multiplierExponent})`;
  if (role === 'tolerance')
    return color === 'none' ? 'no band (±20 %)' : `${color} (±${m.tolerancePercent} %)`;
  return `${color} (${m.tempCoPpmPerK} ppm/K)`;
}

const DEFAULT_BANDS: Readonly<Record<BandCountChoice, readonly BandColor[]>> = {
  '4': ['yellow', 'violet', 'red', 'gold'],
  '5': ['yellow', 'violet', 'black', 'brown', 'brown'],
  '6': ['yellow', 'violet', 'black', 'brown', 'brown', 'brown'],
};

/** Bands from the URL (`b=brown-black-red-gold`), each replaced by a default when it does not fit its role. */
export function bandsFromParam(param: string, count: BandCountChoice): BandColor[] {
  const roles = ROLES[count];
  const given = param.split('-');
  return roles.map((role, i) => {
    const wanted = colorsFor(role).find((c) => c === given[i]);
    return wanted ?? DEFAULT_BANDS[count][i] ?? 'black';
  });
}
