import { DISPLAY_PREFIXES, INPUT_PREFIX_EXPONENTS } from './si-prefixes';

/**
 * Reading and writing values in engineering notation.
 *
 * Prefix case matters: 'm' is milli (10^-3) and 'M' is mega (10^6), so "10M" is ten megohms and
 * "10m" ten milli-units. "meg" (any case, as in SPICE) is also read as mega. A letter between digits
 * marks the decimal point as printed on parts: "4k7" = 4.7 k, "2u2" = 2.2 µ, "4R7" = 4.7 Ω.
 */
export type UnitSymbol = 'Ω' | 'V' | 'A' | 'W' | 'F' | 'H' | 'Hz' | 's';
export type ParsedUnit = UnitSymbol | '';

export type ParseResult = { ok: true; value: number; unit: ParsedUnit } | { ok: false; error: string };

export interface ParseOptions {
  /** Reject values written with another unit; a bare number is then given this unit. */
  expectedUnit?: UnitSymbol;
}

const EXACT_UNITS: Readonly<Record<string, UnitSymbol>> = {
  Ω: 'Ω',
  R: 'Ω',
  V: 'V',
  A: 'A',
  W: 'W',
  F: 'F',
  H: 'H',
  Hz: 'Hz',
  s: 's',
};

const UNIT_WORDS: Readonly<Record<string, UnitSymbol>> = {
  ω: 'Ω',
  r: 'Ω',
  ohm: 'Ω',
  ohms: 'Ω',
  v: 'V',
  volt: 'V',
  volts: 'V',
  a: 'A',
  amp: 'A',
  amps: 'A',
  ampere: 'A',
  amperes: 'A',
  w: 'W',
  watt: 'W',
  watts: 'W',
  f: 'F',
  farad: 'F',
  farads: 'F',
  h: 'H',
  henry: 'H',
  henries: 'H',
  hz: 'Hz',
  hertz: 'Hz',
  sec: 's',
};

const HINT =
  'Use a number with an optional prefix (p, n, µ or u, m, k, M, G) and unit, e.g. 4k7, 2.2 µF or 10 mA.';

interface Suffix {
  exponent: number;
  unit: ParsedUnit;
}

function unitFromWord(word: string): ParsedUnit | null {
  if (word === '') return '';
  return EXACT_UNITS[word] ?? UNIT_WORDS[word.toLowerCase()] ?? null;
}

/** Splits what follows the number into prefix and unit, preferring an exact unit symbol ("F" farad). */
function readSuffix(raw: string): Suffix | null {
  const text = raw.replace(/\s+/g, '');
  if (text === '') return { exponent: 0, unit: '' };
  const exact = EXACT_UNITS[text];
  if (exact) return { exponent: 0, unit: exact };
  if (/^meg/i.test(text)) {
    const unit = unitFromWord(text.slice(3));
    if (unit !== null) return { exponent: 6, unit };
  }
  const prefixExponent = INPUT_PREFIX_EXPONENTS[text.charAt(0)];
  if (prefixExponent !== undefined) {
    const unit = unitFromWord(text.slice(1));
    if (unit !== null) return { exponent: prefixExponent, unit };
  }
  const unit = unitFromWord(text);
  return unit === null ? null : { exponent: 0, unit };
}

function normalise(text: string): string {
  return text
    .trim()
    .replace(/\u2126/g, 'Ω')
    .replace(/\u03bc/g, 'µ')
    .replace(/\u2212/g, '-')
    .replace(/[\u00a0\u2009\u202f]/g, ' ');
}

// "4k7", "4R7", "2u2Ω": a prefix letter (or R for ohms) standing in for the decimal point.
const INFIX_DECIMAL = /^([+-]?)(\d*)([fpnuµmkKMGTR])(\d+)(.*)$/;
const PLAIN_NUMBER = /^([+-]?)(\d+(?:[.,]\d*)?|[.,]\d+)(?:[eE]([+-]?\d+))?(.*)$/;

interface NumberParts {
  sign: string;
  mantissa: string;
  exponent: number;
  suffix: Suffix;
}

function readInfix(text: string): NumberParts | 'bad-suffix' | null {
  const match = INFIX_DECIMAL.exec(text);
  if (!match) return null;
  const [, sign = '', whole = '', letter = '', fraction = '', rest = ''] = match;
  const isOhmMarker = letter === 'R';
  const suffix = readSuffix(rest);
  if (!suffix || (isOhmMarker && suffix.unit !== '' && suffix.unit !== 'Ω') || suffix.exponent !== 0) {
    return 'bad-suffix';
  }
  return {
    sign,
    mantissa: `${whole || '0'}.${fraction}`,
    exponent: isOhmMarker ? 0 : (INPUT_PREFIX_EXPONENTS[letter] ?? 0),
    suffix: { exponent: 0, unit: isOhmMarker ? 'Ω' : suffix.unit },
  };
}

function readPlain(text: string, original: string): NumberParts | string {
  const match = PLAIN_NUMBER.exec(text);
  if (!match) return `Could not find a number in "${original}". ${HINT}`;
  const [, sign = '', digits = '', exponent = '0', rest = ''] = match;
  if (/^\d{1,3},\d{3}$/.test(digits)) {
    return `"${original}" is ambiguous: write decimals with a dot (1.5) and leave out thousands separators.`;
  }
  const suffix = readSuffix(rest);
  if (!suffix) {
    return `Could not read "${rest.trim()}" in "${original}". ${HINT} Note: m is milli, M is mega.`;
  }
  return { sign, mantissa: digits.replace(',', '.'), exponent: Number(exponent), suffix };
}

export function parseValue(input: string, options: ParseOptions = {}): ParseResult {
  if (typeof input !== 'string' || input.trim() === '') {
    return { ok: false, error: `Enter a value. ${HINT}` };
  }
  const text = normalise(input);
  const infix = readInfix(text);
  if (infix === 'bad-suffix') {
    return { ok: false, error: `Could not read the unit in "${input.trim()}". ${HINT}` };
  }
  const parts = infix ?? readPlain(text, input.trim());
  if (typeof parts === 'string') return { ok: false, error: parts };

  // Building the decimal string lets Number() round once, so "2.2u" is exactly the double nearest 2.2e-6.
  const exponent = parts.exponent + parts.suffix.exponent;
  const value = Number(`${parts.sign}${parts.mantissa}e${exponent}`);
  if (!Number.isFinite(value)) return { ok: false, error: `"${input.trim()}" is too large to work with.` };
  if (value === 0 && /[1-9]/.test(parts.mantissa)) {
    return { ok: false, error: `"${input.trim()}" is too small to work with.` };
  }

  const { expectedUnit } = options;
  const unit = parts.suffix.unit;
  if (expectedUnit && unit !== '' && unit !== expectedUnit) {
    return { ok: false, error: `Expected a value in ${expectedUnit}, but "${input.trim()}" is in ${unit}.` };
  }
  return { ok: true, value: value === 0 ? 0 : value, unit: unit || expectedUnit || '' };
}

function trimmedMantissa(value: number, digits: number): string {
  return String(Number(value.toPrecision(digits)));
}

/**
 * Formats with an SI prefix so the number part lies in [1, 1000): formatSi(4700, 'Ω') = "4.7 kΩ".
 * Trailing zeros are dropped. Outside femto..tera the value is shown in exponent form.
 * NaN is shown as an em dash so a table cell never reads "NaN".
 */
export function formatSi(value: number, unit = '', significantDigits = 3): string {
  const digits = Math.min(
    15,
    Math.max(1, Math.round(Number.isFinite(significantDigits) ? significantDigits : 3)),
  );
  const join = (num: string, prefix: string) => (unit ? `${num} ${prefix}${unit}` : `${num}${prefix}`);
  if (Number.isNaN(value)) return '—';
  if (!Number.isFinite(value)) return join(value > 0 ? '∞' : '-∞', '');
  if (value === 0) return join('0', '');

  const sign = value < 0 ? '-' : '';
  const magnitude = Math.abs(value);
  let index = DISPLAY_PREFIXES.findIndex((p) => p.exponent === Math.floor(Math.log10(magnitude) / 3) * 3);
  if (index === -1) {
    const [mantissa = '', exponent = ''] = magnitude.toExponential(digits - 1).split('e');
    return join(`${sign}${Number(mantissa)}e${exponent}`, '');
  }
  let scaled = Number((magnitude / 10 ** (DISPLAY_PREFIXES[index]?.exponent ?? 0)).toPrecision(digits));
  // Rounding can carry into the next prefix: 999.96 at 3 digits is 1.00 k, not 1000.
  if (scaled >= 1000 && index < DISPLAY_PREFIXES.length - 1) {
    index += 1;
    scaled /= 1000;
  }
  const prefix = DISPLAY_PREFIXES[index]?.symbol ?? '';
  return join(`${sign}${trimmedMantissa(scaled, digits)}`, prefix);
}
