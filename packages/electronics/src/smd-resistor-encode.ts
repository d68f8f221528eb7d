import { eia96CodeFor } from './eia-96';
import { checkNonNegative, nearlyEqual } from './number-checks';
import { fail, succeed, type Result } from './result';

export interface SmdMarkings {
  ohms: number;
  /** 5 % style: "472", or "4R7" below 10 Ω; null when the value needs more than two digits. */
  threeDigit: string | null;
  /** 1 % style: "4701", or "47R0" below 100 Ω; null when the value needs more than three digits. */
  fourDigit: string | null;
  /** EIA-96: "01C"; null unless the value is an E96 value within the letter range. */
  eia96: string | null;
  formula: string;
}

// Y and X are the usual EIA-96 letters; R and S only appear as alternatives.
const EIA96_LETTERS: Readonly<Record<number, string>> = {
  [-3]: 'Z',
  [-2]: 'Y',
  [-1]: 'X',
  0: 'A',
  1: 'B',
  2: 'C',
  3: 'D',
  4: 'E',
  5: 'F',
};

/** Splits a value into an integer of `digits` significant figures and a power of ten, if exact. */
function significand(ohms: number, digits: number): { value: number; exponent: number } | null {
  const exponent = Math.floor(Math.log10(ohms)) - (digits - 1);
  const value = Math.round(ohms / 10 ** exponent);
  if (value >= 10 ** digits || !nearlyEqual(Number(`${value}e${exponent}`), ohms)) return null;
  return { value, exponent };
}

/** R notation with `digitCount` digits in total: 4.7 → "4R7" (2) or "4R70" (3). */
function rNotation(ohms: number, digitCount: number): string | null {
  const wholeDigits = ohms < 1 ? 0 : Math.floor(Math.log10(ohms)) + 1;
  const fractionDigits = digitCount - wholeDigits;
  if (fractionDigits < 1) return null;
  const scaled = Math.round(ohms * 10 ** fractionDigits);
  if (!nearlyEqual(scaled / 10 ** fractionDigits, ohms)) return null;
  const text = String(scaled).padStart(digitCount, '0');
  const whole = text.slice(0, wholeDigits);
  return `${whole}R${text.slice(wholeDigits)}`;
}

function digitCode(ohms: number, digits: number, maxExponent: number): string | null {
  const sig = significand(ohms, digits);
  if (!sig || sig.exponent < 0 || sig.exponent > maxExponent) return null;
  return `${sig.value}${sig.exponent}`;
}

function eia96Code(ohms: number): string | null {
  const sig = significand(ohms, 3);
  if (!sig) return null;
  const code = eia96CodeFor(sig.value);
  const letter = EIA96_LETTERS[sig.exponent];
  return code === null || letter === undefined ? null : `${String(code).padStart(2, '0')}${letter}`;
}

/** The markings a chip resistor of this value would carry in each system. */
export function smdMarkingsFor(ohms: number): Result<SmdMarkings> {
  const problem = checkNonNegative('Resistance', ohms);
  if (problem) return fail(problem);
  const formula = '3-digit: AB × 10^C; 4-digit: ABC × 10^D; R marks the decimal point; EIA-96: code + letter';
  if (ohms === 0) return succeed({ ohms, threeDigit: '000', fourDigit: '0000', eia96: null, formula });
  return succeed({
    ohms,
    threeDigit: ohms < 10 ? rNotation(ohms, 2) : digitCode(ohms, 2, 7),
    fourDigit: ohms < 100 ? rNotation(ohms, 3) : digitCode(ohms, 3, 6),
    eia96: eia96Code(ohms),
    formula,
  });
}
