import {
  EIA_VOLTAGE_LETTERS,
  TANTALUM_CASES,
  TANTALUM_VOLTAGE_LETTERS,
  TOLERANCE_LETTERS,
  type TantalumCase,
  type ToleranceLetter,
} from './capacitor-marking-tables';
import { clean } from './number-checks';
import { fail, succeed, type Result } from './result';
import { formatSi } from './units';

export type CapacitanceNotation =
  'three-digit' | 'picofarad-digits' | 'r-notation' | 'letter-decimal' | 'microfarad-decimal';

export interface DecodedCapacitance {
  notation: CapacitanceNotation;
  farads: number;
  picofarads: number;
  nanofarads: number;
  microfarads: number;
  /** e.g. "100 nF" */
  display: string;
  formula: string;
  explanation: string;
}

const VALUE_HINT = 'Expected a pF code such as 104 or 229, R notation (4R7 = 4.7 pF) or 4n7, 2p2, 1u0.';
const LETTER_EXPONENTS: Readonly<Record<string, number>> = { p: -12, n: -9, u: -6, µ: -6 };

function capacitance(
  farads: number,
  notation: CapacitanceNotation,
  formula: string,
  explanation: string,
): DecodedCapacitance {
  const value = clean(farads);
  return {
    notation,
    farads: value,
    picofarads: clean(value * 1e12),
    nanofarads: clean(value * 1e9),
    microfarads: clean(value * 1e6),
    display: formatSi(value, 'F'),
    formula,
    explanation,
  };
}

function threeDigit(code: string): Result<DecodedCapacitance> {
  const digit = Number(code[2]);
  // 7 is real on tantalum chips (107 = 100 µF). 8 and 9 are borrowed for ×0.01 and ×0.1 so that
  // values below 10 pF fit the same three digits.
  const exponent = digit === 8 ? -2 : digit === 9 ? -1 : digit;
  const picofarads = Number(`${code.slice(0, 2)}e${exponent}`);
  const factor = digit === 8 ? '0.01' : digit === 9 ? '0.1' : `10^${digit}`;
  return succeed(
    capacitance(
      picofarads * 1e-12,
      'three-digit',
      'C = AB × 10^C pF (8 = ×0.01, 9 = ×0.1)',
      `${code.slice(0, 2)} × ${factor} pF = ${formatSi(picofarads * 1e-12, 'F')}`,
    ),
  );
}

/** Decodes the capacitance part of a marking: 104, 229, 47, 4R7, 4n7, n47, 4.7u, .1 (µF). */
export function decodeCapacitanceCode(input: string): Result<DecodedCapacitance> {
  if (typeof input !== 'string' || input.trim() === '')
    return fail(`Enter the capacitor code. ${VALUE_HINT}`);
  const code = input
    .replace(/\s+/g, '')
    .replace(/\u03bc/g, 'µ')
    .replace(/[oO]/g, '0');
  if (/^\d{3}$/.test(code) && code[0] !== '0') return threeDigit(code);
  if (/^\d{1,2}$/.test(code)) {
    const pf = Number(code);
    return succeed(capacitance(pf * 1e-12, 'picofarad-digits', 'C = value in pF', `${pf} pF`));
  }
  const rNotation = /^(\d*)[rR](\d+)$/.exec(code);
  if (rNotation) {
    const pf = Number(`${rNotation[1] || '0'}.${rNotation[2]}`);
    return succeed(
      capacitance(pf * 1e-12, 'r-notation', 'R marks the decimal point, value in pF', `${pf} pF`),
    );
  }
  const letter = /^(\d*)([pnuµPNU])(\d*)[fF]?$/.exec(code);
  if (letter && (letter[1] || letter[3])) {
    const exponent = LETTER_EXPONENTS[(letter[2] ?? '').toLowerCase()] ?? 0;
    const farads = Number(`${letter[1] || '0'}.${letter[3] || '0'}e${exponent}`);
    return succeed(
      capacitance(farads, 'letter-decimal', 'the unit letter marks the decimal point', formatSi(farads, 'F')),
    );
  }
  // 4.7u, 2.2nF, 0.47µ: a decimal number followed by its unit letter.
  const decimal = /^(\d*\.\d+)([pnuµPNU])[fF]?$/.exec(code);
  if (decimal) {
    const exponent = LETTER_EXPONENTS[(decimal[2] ?? '').toLowerCase()] ?? 0;
    const farads = Number(`${decimal[1]}e${exponent}`);
    return succeed(
      capacitance(farads, 'letter-decimal', 'value in the unit the letter names', formatSi(farads, 'F')),
    );
  }
  if (/^\d*\.\d+$/.test(code)) {
    const microfarads = Number(code);
    return succeed(
      capacitance(microfarads * 1e-6, 'microfarad-decimal', 'a bare decimal is in µF', `${microfarads} µF`),
    );
  }
  return fail(`"${input.trim()}" is not a capacitance code I recognise. ${VALUE_HINT}`);
}

export function decodeToleranceLetter(letter: string): Result<ToleranceLetter> {
  const found = TOLERANCE_LETTERS[String(letter).trim().toUpperCase()];
  if (!found)
    return fail(
      `"${letter}" is not a tolerance letter. Known: ${Object.keys(TOLERANCE_LETTERS).join(', ')}.`,
    );
  return succeed(found);
}

export interface DecodedVoltage {
  volts: number;
  code: string;
  system: 'eia' | 'tantalum' | 'explicit';
  formula: string;
}

/** Two-character EIA voltage code: "1H" = 5.0 × 10 = 50 V, "0J" = 6.3 V, "2W" = 450 V. */
export function decodeEiaVoltageCode(input: string): Result<DecodedVoltage> {
  const code = String(input).replace(/\s+/g, '').toUpperCase().replace(/^O/, '0');
  const match = /^(\d)([A-Z])$/.exec(code);
  if (!match)
    return fail(`"${input}" is not an EIA voltage code; they are a digit and a letter, e.g. 1H or 2A.`);
  const decade = Number(match[1]);
  const figure = EIA_VOLTAGE_LETTERS[match[2] ?? ''];
  if (figure === undefined) {
    return fail(
      `"${match[2]}" is not an EIA voltage letter. Known: ${Object.keys(EIA_VOLTAGE_LETTERS).join(', ')}.`,
    );
  }
  if (decade > 3)
    return fail(`The decade digit ${decade} in "${code}" is beyond the range of the EIA voltage code.`);
  return succeed<DecodedVoltage>({
    volts: clean(figure * 10 ** decade),
    code,
    system: 'eia',
    formula: 'V = letter value × 10^digit',
  });
}

/** Single-letter tantalum voltage code; lower-case e is 2.5 V, every other letter is read in upper case. */
export function decodeTantalumVoltageCode(input: string): Result<DecodedVoltage> {
  const raw = String(input).trim();
  const code = raw === 'e' ? 'e' : raw.toUpperCase();
  const volts = TANTALUM_VOLTAGE_LETTERS[code];
  if (volts === undefined) {
    return fail(
      `"${raw}" is not a tantalum voltage letter. Known: ${Object.keys(TANTALUM_VOLTAGE_LETTERS).join(', ')}.`,
    );
  }
  return succeed<DecodedVoltage>({
    volts,
    code,
    system: 'tantalum',
    formula: 'V from the tantalum voltage-letter table',
  });
}

export function tantalumCaseSize(input: string): Result<TantalumCase> {
  const letter = String(input).trim().toUpperCase();
  const found = TANTALUM_CASES.find((item) => item.letter === letter);
  if (!found)
    return fail(
      `"${input}" is not a tantalum case letter. Known: ${TANTALUM_CASES.map((c) => c.letter).join(', ')}.`,
    );
  return succeed(found);
}
