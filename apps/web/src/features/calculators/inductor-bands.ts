import {
  INDUCTOR_MULTIPLIERS,
  INDUCTOR_TOLERANCE_PERCENT,
} from '@electrobench/electronics/inductor-color-code';
import { BAND_COLORS, COLOR_MEANINGS, type BandColor } from '@electrobench/electronics/resistor-colors';

export interface InductorBand {
  label: string;
  colors: readonly BandColor[];
  describe: (color: BandColor) => string;
}

export const DEFAULT_INDUCTOR_BANDS = 'brown-black-brown-silver';

const DIGITS = BAND_COLORS.filter((c) => COLOR_MEANINGS[c].digit !== undefined);
const digit = (c: BandColor) => (c === 'gold' ? 'gold (decimal point)' : `${c} (${COLOR_MEANINGS[c].digit})`);

/** What each of the four selects offers: gold only where it can be the military decimal point. */
export const INDUCTOR_BANDS: readonly InductorBand[] = [
  { label: 'Band 1 (first digit)', colors: [...DIGITS, 'gold'], describe: digit },
  { label: 'Band 2 (second digit)', colors: [...DIGITS, 'gold'], describe: digit },
  {
    label: 'Band 3 (multiplier, or digit after a gold point)',
    colors: [...DIGITS, 'gold', 'silver'],
    describe: (c) => {
      const exponent = COLOR_MEANINGS[c].multiplierExponent ?? 0;
      const meanings = [
        COLOR_MEANINGS[c].digit,
        INDUCTOR_MULTIPLIERS.includes(c) ? `×${10 ** exponent}` : undefined,
      ];
      return `${c} (${meanings.filter((m) => m !== undefined).join(' / ')})`;
    },
  },
  {
    label: 'Band 4 (tolerance)',
    colors: BAND_COLORS.filter((c) => INDUCTOR_TOLERANCE_PERCENT[c] !== undefined),
    describe: (c) => `${c === 'none' ? 'no band' : c} (±${INDUCTOR_TOLERANCE_PERCENT[c]} %)`,
  },
];

/** Bands from `b=brown-black-brown-silver`; a colour that does not fit its place falls back to the default. */
export function inductorBandsFrom(param: string): BandColor[] {
  const given = param.split('-');
  const fallback = DEFAULT_INDUCTOR_BANDS.split('-');
  return INDUCTOR_BANDS.map(
    (band, i) =>
      band.colors.find((c) => c === given[i]) ?? band.colors.find((c) => c === fallback[i]) ?? 'black',
  );
}
