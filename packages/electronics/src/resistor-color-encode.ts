import { checkNonNegative, nearlyEqual } from './number-checks';
import { fail, succeed, type Result } from './result';
import {
  TEMPCO_CHOICES,
  TOLERANCE_CHOICES,
  colorForDigit,
  colorForMultiplier,
  colorForTempCo,
  colorForTolerance,
  type BandColor,
} from './resistor-colors';
import { formatSi } from './units';

export type BandCount = 4 | 5 | 6;

export interface EncodeOptions {
  bandCount: BandCount;
  /** Defaults to 5 % for four bands and 1 % for five and six bands. */
  tolerancePercent?: number;
  /** Six-band parts only; defaults to 100 ppm/K (brown), the most common rating. */
  tempCoPpmPerK?: number;
}

export interface EncodedColorCode {
  bands: BandColor[];
  ohms: number;
  tolerancePercent: number;
  tempCoPpmPerK: number | null;
  formula: string;
  notes: string[];
}

// Multipliers run from pink (10^-3) to white (10^9).
const MIN_EXPONENT = -3;
const MAX_EXPONENT = 9;

function listPercents(values: readonly number[]): string {
  return values.map((value) => `±${value} %`).join(', ');
}

/** Encodes a resistance as colour bands, refusing values the chosen band count cannot show exactly. */
export function encodeColorBands(ohms: number, options: EncodeOptions): Result<EncodedColorCode> {
  const problem = checkNonNegative('Resistance', ohms);
  if (problem) return fail(problem);
  const { bandCount } = options;
  if (bandCount !== 4 && bandCount !== 5 && bandCount !== 6) return fail('Choose 4, 5 or 6 bands.');
  if (ohms === 0) {
    return succeed<EncodedColorCode>({
      bands: ['black'],
      ohms: 0,
      tolerancePercent: 0,
      tempCoPpmPerK: null,
      formula: 'single black band = zero-ohm link',
      notes: ['Zero-ohm links carry one black band whatever band count was asked for.'],
    });
  }

  const digitCount = bandCount === 4 ? 2 : 3;
  const tolerancePercent = options.tolerancePercent ?? (bandCount === 4 ? 5 : 1);
  const toleranceColor = colorForTolerance(tolerancePercent);
  if (!toleranceColor) {
    return fail(
      `No colour stands for ±${tolerancePercent} %. Choose one of ${listPercents(TOLERANCE_CHOICES)}.`,
    );
  }
  if (toleranceColor === 'none' && bandCount !== 4) {
    return fail(
      '±20 % parts are made with four bands or fewer; choose a tighter tolerance for 5 or 6 bands.',
    );
  }
  const tempCo = bandCount === 6 ? (options.tempCoPpmPerK ?? 100) : null;
  const tempCoColor = tempCo === null ? null : colorForTempCo(tempCo);
  if (tempCo !== null && !tempCoColor) {
    return fail(`No colour stands for ${tempCo} ppm/K. Choose one of ${TEMPCO_CHOICES.join(', ')} ppm/K.`);
  }

  const exponent = Math.floor(Math.log10(ohms)) - (digitCount - 1);
  const significand = Math.round(ohms / 10 ** exponent);
  if (!nearlyEqual(Number(`${significand}e${exponent}`), ohms) || significand >= 10 ** digitCount) {
    const advice = digitCount === 2 ? 'use a 5- or 6-band code' : 'no colour code shows it exactly';
    return fail(`${formatSi(ohms, 'Ω', 6)} needs more than ${digitCount} significant digits; ${advice}.`);
  }
  const smallest = formatSi(10 ** (digitCount - 1 + MIN_EXPONENT), 'Ω');
  const largest = formatSi((10 ** digitCount - 1) * 10 ** MAX_EXPONENT, 'Ω');
  if (exponent < MIN_EXPONENT)
    return fail(`${formatSi(ohms, 'Ω')} is below the smallest ${bandCount}-band value, ${smallest}.`);
  if (exponent > MAX_EXPONENT)
    return fail(`${formatSi(ohms, 'Ω')} is above the largest ${bandCount}-band value, ${largest}.`);

  const digitColors = String(significand)
    .split('')
    .map((digit) => colorForDigit(Number(digit)) ?? 'black');
  const bands: BandColor[] = [...digitColors, colorForMultiplier(exponent) ?? 'black'];
  const notes: string[] = [];
  if (toleranceColor === 'none') notes.push('±20 % is shown by leaving the tolerance band off.');
  else bands.push(toleranceColor);
  if (tempCoColor) bands.push(tempCoColor);
  if (exponent === MIN_EXPONENT)
    notes.push('Pink (×0.001) was added in IEC 60062:2016; older parts will not use it.');

  return succeed({
    bands,
    ohms: Number(`${significand}e${exponent}`),
    tolerancePercent,
    tempCoPpmPerK: tempCo,
    formula: digitCount === 2 ? 'R = (10·d1 + d2) × multiplier' : 'R = (100·d1 + 10·d2 + d3) × multiplier',
    notes,
  });
}
