import { EIA96_LETTER_LIST, EIA96_MULTIPLIERS, eia96Significand } from './eia-96';
import { seriesContaining, type ESeriesName } from './e-series';
import { clean } from './number-checks';
import { fail, succeed, type Result } from './result';
import { formatSi } from './units';

export type SmdNotation =
  'zero-ohm' | 'three-digit' | 'four-digit' | 'r-notation' | 'multiplier-letter' | 'milliohm' | 'eia-96';

export interface SmdReading {
  notation: SmdNotation;
  ohms: number;
  /** Tolerance the marking system implies (3-digit 5 %, 4-digit and EIA-96 1 %); null when it says nothing. */
  impliedTolerancePercent: number | null;
  formula: string;
  explanation: string;
}

export interface DecodedSmdResistor extends SmdReading {
  /** The code as read after clean-up (upper case, spaces removed, letter O as zero). */
  code: string;
  eSeries: ESeriesName[];
  notes: string[];
  /** Other ways the same marking can be read; the main reading is the usual one (see notes). */
  alternatives: SmdReading[];
}

const HINT =
  'Expected 3 digits (472), 4 digits (4701), R, K or M as decimal point (4R7, R47, 4K7, 4M7), EIA-96 (01C) or milliohm (4m7, 5L00).';

function readThreeDigit(code: string): SmdReading | string {
  const multiplier = Number(code[2]);
  if (multiplier >= 8) {
    return `In "${code}" the multiplier digit ${multiplier} is not used on resistors (capacitor codes use 8 and 9 for ×0.01 and ×0.1).`;
  }
  const ohms = Number(`${code.slice(0, 2)}e${multiplier}`);
  return {
    notation: 'three-digit',
    ohms,
    impliedTolerancePercent: 5,
    formula: 'R = AB × 10^C Ω',
    explanation: `${code.slice(0, 2)} × 10^${multiplier} = ${formatSi(ohms, 'Ω')}`,
  };
}

function readFourDigit(code: string): SmdReading | string {
  const multiplier = Number(code[3]);
  if (multiplier >= 7)
    return `In "${code}" the multiplier digit ${multiplier} would exceed any chip resistor value.`;
  const ohms = Number(`${code.slice(0, 3)}e${multiplier}`);
  return {
    notation: 'four-digit',
    ohms,
    impliedTolerancePercent: 1,
    formula: 'R = ABC × 10^D Ω',
    explanation: `${code.slice(0, 3)} × 10^${multiplier} = ${formatSi(ohms, 'Ω')}`,
  };
}

function readDecimalMarker(code: string, marker: string): { ohms: number; text: string } {
  const [whole = '', fraction = ''] = code.split(marker);
  const text = `${whole || '0'}.${fraction || '0'}`;
  return { ohms: Number(text), text };
}

function readRNotation(code: string): SmdReading {
  const { ohms, text } = readDecimalMarker(code, 'R');
  return {
    notation: 'r-notation',
    ohms,
    impliedTolerancePercent: code.length >= 4 ? 1 : 5,
    formula: 'R marks the decimal point, value in Ω',
    explanation: `${code} = ${text} Ω`,
  };
}

function readMilliohm(code: string, marker: string): SmdReading {
  const { ohms, text } = readDecimalMarker(code, marker);
  return {
    notation: 'milliohm',
    ohms: clean(ohms / 1000),
    impliedTolerancePercent: null,
    formula: `${marker === 'L' ? 'L' : 'm'} marks the decimal point, value in mΩ`,
    explanation: `${code} = ${text} mΩ (current-sense marking)`,
  };
}

const MULTIPLIER_LETTERS: Readonly<Record<string, { factor: number; unit: string }>> = {
  K: { factor: 1e3, unit: 'kΩ' },
  M: { factor: 1e6, unit: 'MΩ' },
};

/** IEC 60062 letter code: K or M marks the decimal point and the multiplier (4K7 = 4.7 kΩ). */
function readMultiplierLetter(code: string, letter: 'K' | 'M'): SmdReading {
  const { factor, unit } = MULTIPLIER_LETTERS[letter] ?? { factor: 1, unit: 'Ω' };
  const { ohms, text } = readDecimalMarker(code, letter);
  return {
    notation: 'multiplier-letter',
    ohms: clean(ohms * factor),
    impliedTolerancePercent: null,
    formula: `${letter} marks the decimal point, value in ${unit}`,
    explanation: `${code} = ${text} ${unit}`,
  };
}

function readEia96(code: string): SmdReading | string {
  const index = Number(code.slice(0, 2));
  const letter = code.charAt(2);
  const significand = eia96Significand(index);
  const multiplier = EIA96_MULTIPLIERS[letter];
  if (significand === null)
    return `EIA-96 codes run from 01 to 96; "${code.slice(0, 2)}" is outside that range.`;
  if (multiplier === undefined) {
    return `"${letter}" is not an EIA-96 multiplier letter. Valid letters: ${EIA96_LETTER_LIST}.`;
  }
  const ohms = clean(significand * multiplier);
  return {
    notation: 'eia-96',
    ohms,
    impliedTolerancePercent: 1,
    formula: 'R = E96 value of code × multiplier of letter',
    explanation: `code ${code.slice(0, 2)} = ${significand}, ${letter} = ×${multiplier}, so ${formatSi(ohms, 'Ω')}`,
  };
}

function readCode(
  code: string,
  lowerCaseM: boolean,
): { main: SmdReading; alternatives: SmdReading[] } | string {
  if (/^0{1,4}$/.test(code)) {
    const main: SmdReading = {
      notation: 'zero-ohm',
      ohms: 0,
      impliedTolerancePercent: null,
      formula: '0 = zero-ohm link',
      explanation: 'A zero-ohm link (jumper)',
    };
    return { main, alternatives: [] };
  }
  if (/^0\d{2,3}$/.test(code)) {
    return `Value codes do not start with 0. For values below 10 Ω use R as the decimal point, e.g. 4R7 or R47.`;
  }
  const plain = /^\d{3}$/.test(code)
    ? readThreeDigit(code)
    : /^\d{4}$/.test(code)
      ? readFourDigit(code)
      : null;
  if (plain !== null) return typeof plain === 'string' ? plain : { main: plain, alternatives: [] };
  if (/^\d{2}R$/.test(code)) {
    // Both systems are printed on real parts; R-notation is the commoner reading for "47R".
    const eia = readEia96(code);
    return { main: readRNotation(code), alternatives: typeof eia === 'string' ? [] : [eia] };
  }
  if (/^\d*R\d*$/.test(code) && code.length >= 2) return { main: readRNotation(code), alternatives: [] };
  if (/^\d+K\d*$/.test(code)) return { main: readMultiplierLetter(code, 'K'), alternatives: [] };
  if (/^\d+M\d*$/.test(code)) {
    // Two readings: the IEC letter code (megohms) is the usual one unless the maker printed a
    // lower-case m, the milliohm sign some current-sense parts carry.
    const mega = readMultiplierLetter(code, 'M');
    if (!/\d$/.test(code)) return { main: mega, alternatives: [] };
    const milli = readMilliohm(code, 'M');
    return lowerCaseM ? { main: milli, alternatives: [mega] } : { main: mega, alternatives: [milli] };
  }
  if (/^\d+L\d+$/.test(code)) return { main: readMilliohm(code, 'L'), alternatives: [] };
  if (/^\d{2}[A-Z]$/.test(code)) {
    const eia = readEia96(code);
    return typeof eia === 'string' ? eia : { main: eia, alternatives: [] };
  }
  return `"${code}" is not a resistor marking I recognise. ${HINT}`;
}

/** Decodes the marking printed on a chip resistor. */
export function decodeSmdResistor(input: string): Result<DecodedSmdResistor> {
  if (typeof input !== 'string' || input.trim() === '')
    return fail(`Enter the code printed on the resistor. ${HINT}`);
  const compact = input.replace(/[\s_-]+/g, '').toUpperCase();
  const notes: string[] = [];
  const code = compact.replace(/O/g, '0');
  if (code !== compact) notes.push('Read the letter O as the digit 0.');
  const lowerCaseM = /\dm/.test(input);
  const reading = readCode(code, lowerCaseM);
  if (typeof reading === 'string') return fail(reading);
  const { main, alternatives } = reading;
  if (main.notation === 'three-digit') {
    notes.push('An underlined 3-digit code marks a 1 % part with an E24 value.');
  }
  const milli = [main, ...alternatives].find((r) => r.notation === 'milliohm');
  if (milli && alternatives.length > 0) {
    const mega = formatSi([main, ...alternatives].find((r) => r !== milli)?.ohms ?? 0, 'Ω');
    notes.push(
      lowerCaseM
        ? `Read as ${formatSi(milli.ohms, 'Ω')}: a lower-case m is the milliohm sign some makers print on current-sense parts. In capitals (${code}) it would be ${mega}.`
        : `${code} on a resistor is usually ${mega}. A milliohm current-sense part is normally marked in R notation (R004 = 4 mΩ); only some makers print a lower-case m (${code.replace('M', 'm')} = ${formatSi(milli.ohms, 'Ω')}).`,
    );
  }
  if (main.notation === 'r-notation' && alternatives.length > 0) {
    notes.push('On a 1 % part this could also be EIA-96; see the alternative reading.');
  }
  return succeed({
    ...main,
    code,
    eSeries: main.ohms > 0 ? seriesContaining(main.ohms) : [],
    notes,
    alternatives,
  });
}
