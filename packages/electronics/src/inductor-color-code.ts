import { clean } from './number-checks';
import { fail, succeed, type Result } from './result';
import { COLOR_MEANINGS, parseBandColor, type BandColor } from './resistor-colors';

/**
 * Moulded axial inductors carry four bands read like a resistor's, but the value is in µH: two
 * digits, a multiplier, a tolerance. In the military colour code (MIL-C-15305 style) a gold band in
 * the first or second place is the decimal point instead, and the third band is then a digit, not a
 * multiplier: red-gold-red is 2.2 µH, gold-red-red 0.22 µH. Parts made to that
 * code often start with a wide silver band that only marks them as military; it is not read.
 */

export const INDUCTOR_MULTIPLIERS: readonly BandColor[] = [
  'black',
  'brown',
  'red',
  'orange',
  'yellow',
  'gold',
  'silver',
];

/** Tolerances as printed on common inductor charts; makers differ, so the data sheet wins. */
export const INDUCTOR_TOLERANCE_PERCENT: Readonly<Partial<Record<BandColor, number>>> = {
  black: 20,
  brown: 1,
  red: 2,
  orange: 3,
  yellow: 4,
  gold: 5,
  silver: 10,
  none: 20,
};

export interface DecodedInductor {
  microhenries: number;
  henries: number;
  tolerancePercent: number;
  minMicrohenries: number;
  maxMicrohenries: number;
  /** True when a gold band stood for the decimal point. */
  decimalPoint: boolean;
  formula: string;
}

function digitOf(color: BandColor, position: number): number | string {
  const digit = COLOR_MEANINGS[color].digit;
  return (
    digit ?? `Band ${position} (${color}) is in a digit position, but ${color} never stands for a digit.`
  );
}

export function decodeInductorBands(input: readonly string[]): Result<DecodedInductor> {
  if (!Array.isArray(input) || input.length !== 4) {
    return fail('An inductor colour code has four bands: two digits, a multiplier and a tolerance.');
  }
  const bands: BandColor[] = [];
  for (const [index, name] of input.entries()) {
    const color = parseBandColor(name);
    if (!color) return fail(`Band ${index + 1}: "${name}" is not a band colour.`);
    bands.push(color);
  }
  const [b1, b2, b3, b4] = bands as [BandColor, BandColor, BandColor, BandColor];
  const tolerancePercent = INDUCTOR_TOLERANCE_PERCENT[b4];
  if (tolerancePercent === undefined) {
    return fail(`Band 4 (${b4}) is the tolerance band, but ${b4} has no tolerance meaning on inductors.`);
  }

  let microhenries: number;
  let formula: string;
  const decimalPoint = b1 === 'gold' || b2 === 'gold';
  if (b1 === 'gold' && b2 === 'gold') return fail('Only one band can be the gold decimal point.');
  if (decimalPoint) {
    // Gold first: 0.d2d3 µH; gold second: d1.d3 µH.
    const digits = (b1 === 'gold' ? [b2, b3] : [b1, b3]).map((color, i) =>
      digitOf(color, b1 === 'gold' ? i + 2 : i * 2 + 1),
    );
    const problem = digits.find((d) => typeof d === 'string');
    if (typeof problem === 'string') return fail(problem);
    const [d1, d2] = digits as [number, number];
    microhenries = b1 === 'gold' ? (10 * d1 + d2) / 100 : d1 + d2 / 10;
    formula = b1 === 'gold' ? 'L = 0.d2d3 µH (gold = decimal point)' : 'L = d1.d3 µH (gold = decimal point)';
  } else {
    const digits = [digitOf(b1, 1), digitOf(b2, 2)];
    const problem = digits.find((d) => typeof d === 'string');
    if (typeof problem === 'string') return fail(problem);
    if (!INDUCTOR_MULTIPLIERS.includes(b3)) {
      return fail(`Band 3 (${b3}) is the multiplier band, but ${b3} is not an inductor multiplier colour.`);
    }
    const [d1, d2] = digits as [number, number];
    microhenries = (10 * d1 + d2) * 10 ** (COLOR_MEANINGS[b3].multiplierExponent ?? 0);
    formula = 'L = (10·d1 + d2) × multiplier µH';
  }
  microhenries = clean(microhenries);
  if (microhenries === 0) return fail('All-zero digits give 0 µH: check the reading direction.');
  return succeed({
    microhenries,
    henries: clean(microhenries * 1e-6),
    tolerancePercent,
    minMicrohenries: clean(microhenries * (1 - tolerancePercent / 100)),
    maxMicrohenries: clean(microhenries * (1 + tolerancePercent / 100)),
    decimalPoint,
    formula,
  });
}
