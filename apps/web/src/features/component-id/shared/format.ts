import { formatSi } from '@electrobench/electronics/units';

/** A rating with its unit, or a dash when the datasheet gives none. */
export function rating(value: number | null | undefined, unit: string): string {
  if (value === null || value === undefined) return '–';
  return unit === '' ? String(value) : formatSi(value, unit);
}
