import { formatSi, parseValue, type UnitSymbol } from '@electrobench/electronics/units';

export type Reading = { state: 'empty' } | { state: 'ok'; value: number } | { state: 'bad'; error: string };

/** Reads one typed field: engineering notation and units (4k7, 2.2u, 10M, 470R, 3.3V). */
export function readQuantity(text: string, unit?: UnitSymbol): Reading {
  if (text.trim() === '') return { state: 'empty' };
  const parsed = parseValue(text, unit ? { expectedUnit: unit } : {});
  return parsed.ok ? { state: 'ok', value: parsed.value } : { state: 'bad', error: parsed.error };
}

/** Plain numbers such as a count or a percentage, where SI prefixes would only confuse. */
export function readPlainNumber(text: string, label: string): Reading {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return { state: 'empty' };
  const value = Number(trimmed);
  if (!/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(trimmed) || !Number.isFinite(value)) {
    return { state: 'bad', error: `${label}: could not read "${text.trim()}" as a number.` };
  }
  return { state: 'ok', value };
}

export const valueOf = (reading: Reading): number | null => (reading.state === 'ok' ? reading.value : null);

/** What a result area says while a field cannot be read; the reason is shown once, under that field. */
export const FIELD_PROBLEM = 'Correct the marked value to see the result.';

/** FIELD_PROBLEM when any field cannot be read, for a result area that waits on all inputs. */
export function fieldProblem(...readings: Reading[]): string | null {
  return readings.some((reading) => reading.state === 'bad') ? FIELD_PROBLEM : null;
}

export const si = (value: number, unit: string, digits = 4) => formatSi(value, unit, digits);
