import type { Curve } from './similarity';

export type CsvResult = { ok: true; curve: Curve; rows: number } | { ok: false; error: string };

export const MAX_CSV_ROWS = 20_000;

const CURRENT_UNITS: [RegExp, number][] = [
  [/(^|[^a-z])(ua|µa|μa)([^a-z]|$)/i, 1e-6],
  [/(^|[^a-z])ma([^a-z]|$)/i, 1e-3],
];

/**
 * Reads a measured signature: two columns, voltage (V) then current (A). A header line is
 * optional; a header naming mA or µA scales the current. Commas, semicolons, tabs or spaces
 * separate cells; with semicolons or tabs a decimal comma is accepted too.
 */
export function parseCurveCsv(text: string): CsvResult {
  const lines = text.split(/\r?\n/);
  const voltage: number[] = [];
  const current: number[] = [];
  let currentFactor = 1;
  for (const [index, raw] of lines.entries()) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    const separator = /[;\t]/.test(line) ? /[;\t]/ : /[,\s]+/;
    const cells = line.split(separator).map((cell) => cell.trim().replace(',', '.'));
    const numbers = cells.slice(0, 2).map(Number);
    const [v, i] = numbers;
    if (
      cells.length < 2 ||
      v === undefined ||
      i === undefined ||
      !Number.isFinite(v) ||
      !Number.isFinite(i)
    ) {
      if (voltage.length === 0 && /[a-z]/i.test(line)) {
        currentFactor = headerCurrentFactor(cells[1] ?? '');
        continue;
      }
      return {
        ok: false,
        error: `Line ${index + 1}: expected a voltage and a current, found "${raw.slice(0, 40)}".`,
      };
    }
    if (voltage.length >= MAX_CSV_ROWS)
      return { ok: false, error: `Too many rows: at most ${MAX_CSV_ROWS}.` };
    voltage.push(v);
    current.push(i * currentFactor);
  }
  if (voltage.length < 3)
    return { ok: false, error: 'The file needs at least three rows of voltage and current.' };
  return {
    ok: true,
    curve: { voltage: Float64Array.from(voltage), current: Float64Array.from(current) },
    rows: voltage.length,
  };
}

function headerCurrentFactor(header: string): number {
  for (const [pattern, factor] of CURRENT_UNITS) if (pattern.test(header)) return factor;
  return 1;
}
