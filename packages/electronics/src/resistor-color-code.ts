import { seriesContaining, type ESeriesName } from './e-series';
import { clean } from './number-checks';
import { fail, succeed, type Result } from './result';
import { COLOR_MEANINGS, parseBandColor, type BandColor } from './resistor-colors';

export interface DecodedColorCode {
  bands: BandColor[];
  ohms: number;
  tolerancePercent: number;
  minOhms: number;
  maxOhms: number;
  /** Only six-band parts carry a temperature coefficient. */
  tempCoPpmPerK: number | null;
  significantDigits: number;
  multiplier: number;
  eSeries: ESeriesName[];
  formula: string;
  /** Things that decode but look like a misreading, e.g. a black first band. */
  warnings: string[];
}

const ROLE_LAYOUT: Readonly<Record<number, readonly ('digit' | 'multiplier' | 'tolerance' | 'tempco')[]>> = {
  3: ['digit', 'digit', 'multiplier'],
  4: ['digit', 'digit', 'multiplier', 'tolerance'],
  5: ['digit', 'digit', 'digit', 'multiplier', 'tolerance'],
  6: ['digit', 'digit', 'digit', 'multiplier', 'tolerance', 'tempco'],
};

const FORMULAS: Readonly<Record<number, string>> = {
  3: 'R = (10·d1 + d2) × multiplier, ±20 %',
  4: 'R = (10·d1 + d2) × multiplier',
  5: 'R = (100·d1 + 10·d2 + d3) × multiplier',
  6: 'R = (100·d1 + 10·d2 + d3) × multiplier',
};

function roleProblem(role: string, color: BandColor, position: number): string | null {
  const meaning = COLOR_MEANINGS[color];
  const where = `Band ${position} (${color})`;
  if (role === 'digit' && meaning.digit === undefined) {
    const flip =
      position === 1 ? ' Tolerance bands sit at the right-hand end: try reading from the other side.' : '';
    return `${where} is in a digit position, but ${color} never stands for a digit.${flip}`;
  }
  if (role === 'multiplier' && meaning.multiplierExponent === undefined) {
    return `${where} is the multiplier band, but ${color} is not a multiplier colour.`;
  }
  if (role === 'tolerance' && meaning.tolerancePercent === undefined) {
    return `${where} is the tolerance band, but ${color} has no tolerance meaning.`;
  }
  if (role === 'tempco' && meaning.tempCoPpmPerK === undefined) {
    return `${where} is the temperature-coefficient band, but ${color} has no temperature-coefficient meaning.`;
  }
  return null;
}

/** Decodes 3-, 4-, 5- or 6-band colour codes, read from the end opposite the tolerance band. */
export function decodeColorBands(input: readonly string[]): Result<DecodedColorCode> {
  if (!Array.isArray(input) || input.length === 0)
    return fail('Enter the colour of each band, left to right.');
  const bands: BandColor[] = [];
  for (const [index, name] of input.entries()) {
    const color = parseBandColor(name);
    if (!color) {
      return fail(
        `Band ${index + 1} "${String(name)}" is not a resistor colour. Use black, brown, red, orange, yellow, green, blue, violet, grey, white, gold, silver or pink.`,
      );
    }
    bands.push(color);
  }
  if (bands.length === 1) {
    if (bands[0] !== 'black') return fail('A single band only occurs as black, on a zero-ohm link.');
    return succeed({
      bands,
      ohms: 0,
      tolerancePercent: 0,
      minOhms: 0,
      maxOhms: 0,
      tempCoPpmPerK: null,
      significantDigits: 0,
      multiplier: 1,
      eSeries: [],
      formula: 'single black band = zero-ohm link',
      warnings: [],
    });
  }
  const layout = ROLE_LAYOUT[bands.length];
  if (!layout) {
    return fail(
      `Resistors carry 3, 4, 5 or 6 bands (or one black band for a zero-ohm link); got ${bands.length}.`,
    );
  }
  for (const [index, role] of layout.entries()) {
    const problem = roleProblem(role, bands[index] ?? 'none', index + 1);
    if (problem) return fail(problem);
  }

  const digitCount = layout.filter((role) => role === 'digit').length;
  const digits = bands.slice(0, digitCount).map((color) => COLOR_MEANINGS[color].digit ?? 0);
  const exponent = COLOR_MEANINGS[bands[digitCount] ?? 'black'].multiplierExponent ?? 0;
  const significand = Number(digits.join(''));
  const ohms = Number(`${significand}e${exponent}`);
  const tolerancePercent = COLOR_MEANINGS[bands[digitCount + 1] ?? 'none'].tolerancePercent ?? 20;
  const tempCoBand = bands[digitCount + 2];
  const warnings: string[] = [];
  if (digits[0] === 0) {
    warnings.push(
      'The first digit band is black (0), which real resistors avoid: check the reading direction.',
    );
  }
  return succeed({
    bands,
    ohms,
    tolerancePercent,
    minOhms: clean(ohms * (1 - tolerancePercent / 100)),
    maxOhms: clean(ohms * (1 + tolerancePercent / 100)),
    tempCoPpmPerK: tempCoBand ? (COLOR_MEANINGS[tempCoBand].tempCoPpmPerK ?? null) : null,
    significantDigits: digitCount,
    multiplier: Number(`1e${exponent}`),
    eSeries: ohms > 0 ? seriesContaining(ohms) : [],
    formula: FORMULAS[bands.length] ?? '',
    warnings,
  });
}
