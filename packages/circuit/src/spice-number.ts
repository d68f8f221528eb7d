import { parseValue } from '@electrobench/electronics/units';

/**
 * Numbers in two dialects. SPICE reads scale letters without regard to case, so "M" is milli and
 * mega is "MEG"; the editor follows the bench convention of @electrobench/electronics (m milli,
 * M mega, 4k7). Netlists are always written with SPICE's unambiguous spellings.
 */
const SPICE_SCALES: readonly (readonly [string, number])[] = [
  ['meg', 6],
  ['mil', Math.log10(25.4e-6)],
  ['t', 12],
  ['g', 9],
  ['k', 3],
  ['m', -3],
  ['u', -6],
  ['µ', -6],
  ['n', -9],
  ['p', -12],
  ['f', -15],
];

const SPICE_NUMBER = /^([+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?)([a-zµ]*)$/i;

/** Reads a SPICE number ("4.7k", "1MEG", "10uF", "2e-3"); letters after a scale factor are ignored. */
export function parseSpiceNumber(text: string): number | null {
  const match = SPICE_NUMBER.exec(text.trim());
  if (!match) return null;
  const [, mantissa = '', letters = ''] = match;
  const lower = letters.toLowerCase();
  const scale = SPICE_SCALES.find(([prefix]) => lower.startsWith(prefix));
  const value = Number(mantissa) * 10 ** (scale?.[1] ?? 0);
  return Number.isFinite(value) ? value : null;
}

interface Scale {
  exponent: number;
  spice: string;
  bench: string;
}

const SCALES: readonly Scale[] = [
  { exponent: 12, spice: 't', bench: 'T' },
  { exponent: 9, spice: 'g', bench: 'G' },
  { exponent: 6, spice: 'meg', bench: 'M' },
  { exponent: 3, spice: 'k', bench: 'k' },
  { exponent: 0, spice: '', bench: '' },
  { exponent: -3, spice: 'm', bench: 'm' },
  { exponent: -6, spice: 'u', bench: 'u' },
  { exponent: -9, spice: 'n', bench: 'n' },
  { exponent: -12, spice: 'p', bench: 'p' },
  { exponent: -15, spice: 'f', bench: 'f' },
];

function scaled(value: number, digits: number, pick: (scale: Scale) => string): string {
  if (value === 0 || !Number.isFinite(value)) return '0';
  const magnitude = Math.abs(value);
  const scale = SCALES.find((s) => magnitude >= 10 ** s.exponent * (1 - 1e-12));
  if (!scale || magnitude >= 1e15) return String(Number(value.toPrecision(digits)));
  const mantissa = Number((value / 10 ** scale.exponent).toPrecision(digits));
  return `${mantissa}${pick(scale)}`;
}

/** A SPICE-safe engineering number: 4700 -> "4.7k", 1e6 -> "1meg", 1e-4 -> "100u". */
export function formatSpiceNumber(value: number, digits = 6): string {
  return scaled(value, digits, (s) => s.spice);
}

/** The editor's spelling of a number: 1e6 -> "1M", 2.2e-6 -> "2.2u". */
export function formatBenchNumber(value: number, digits = 6): string {
  return scaled(value, digits, (s) => s.bench);
}

/** Reads a value typed in the editor (bench convention, units allowed: "4k7", "2.2 µF", "1meg"). */
export function readBenchNumber(text: string): number | null {
  const parsed = parseValue(text);
  return parsed.ok ? parsed.value : null;
}
