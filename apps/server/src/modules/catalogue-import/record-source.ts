import type { Readable } from 'node:stream';
import { parse } from 'csv-parse';

/** One uploaded row as text cells keyed by column, with the line (CSV) or 1-based index (JSON). */
export type SourceRecord = { line: number; record: Record<string, string> } | { line: number; error: string };

export class UploadShapeError extends Error {}

/**
 * The header must name exactly the catalogue's columns, in any order; an optional column (one added
 * after files were written, with an empty cell meaning its default) may be left out.
 */
export function checkHeader(
  header: readonly string[],
  columns: readonly string[],
  optional: readonly string[] = [],
): void {
  const missing = columns.filter((c) => !header.includes(c) && !optional.includes(c));
  const unknown = header.filter((c) => !columns.includes(c));
  const repeated = header.filter((c, i) => header.indexOf(c) !== i);
  const problems = [
    missing.length > 0 ? `missing column(s): ${missing.join(', ')}` : '',
    unknown.length > 0 ? `unknown column(s): ${unknown.join(', ')}` : '',
    repeated.length > 0 ? `repeated column(s): ${repeated.join(', ')}` : '',
  ].filter(Boolean);
  if (problems.length > 0) {
    throw new UploadShapeError(
      `The header does not match this catalogue: ${problems.join('; ')}. Expected: ${columns.join(',')}`,
    );
  }
}

/** Streams CSV records so a file of several hundred thousand rows is never held in memory at once. */
export async function* csvRecords(
  input: Readable,
  columns: readonly string[],
  optional: readonly string[] = [],
): AsyncGenerator<SourceRecord> {
  const parser = input.pipe(
    parse({ bom: true, skip_empty_lines: true, relax_column_count: true, info: true }),
  );
  let header: string[] | undefined;
  try {
    for await (const chunk of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      const { record, info } = chunk;
      if (!header) {
        header = record.map((cell) => cell.trim());
        checkHeader(header, columns, optional);
        continue;
      }
      if (record.length !== header.length) {
        yield { line: info.lines, error: `${record.length} cells, expected ${header.length}` };
        continue;
      }
      const cells: Record<string, string> = Object.fromEntries(optional.map((name) => [name, '']));
      header.forEach((name, i) => {
        cells[name] = record[i] ?? '';
      });
      yield { line: info.lines, record: cells };
    }
  } catch (error) {
    if (error instanceof UploadShapeError) throw error;
    const code = (error as { code?: string }).code;
    if (code?.startsWith('CSV_'))
      throw new UploadShapeError(`The file is not valid CSV: ${(error as Error).message}`);
    throw error;
  }
  if (!header) throw new UploadShapeError('The file is empty: expected a header row.');
}

function cellText(value: unknown): string | undefined {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (Array.isArray(value) && value.every((v) => typeof v === 'string')) return value.join(';');
  return undefined;
}

/**
 * JSON uploads are an array of objects (or {"rows": [...]}) with the CSV's column names. Numbers,
 * booleans (yes/no) and string arrays (part lists) become the same text cells a CSV would have, so
 * both formats pass through one set of row rules.
 */
export function* jsonRecords(body: unknown, columns: readonly string[]): Generator<SourceRecord> {
  const rows = Array.isArray(body)
    ? body
    : typeof body === 'object' && body !== null && 'rows' in body && Array.isArray(body.rows)
      ? (body.rows as unknown[])
      : undefined;
  if (!rows) throw new UploadShapeError('A JSON upload must be an array of rows or {"rows": [...]}.');
  let index = 0;
  for (const row of rows) {
    index += 1;
    if (typeof row !== 'object' || row === null || Array.isArray(row)) {
      yield { line: index, error: 'row must be an object' };
      continue;
    }
    const entries = Object.entries(row);
    const unknown = entries.filter(([k]) => !columns.includes(k)).map(([k]) => k);
    if (unknown.length > 0) {
      yield { line: index, error: `unknown field(s): ${unknown.join(', ')}` };
      continue;
    }
    const cells: Record<string, string> = {};
    const bad: string[] = [];
    for (const column of columns) {
      const text = cellText((row as Record<string, unknown>)[column]);
      if (text === undefined) bad.push(column);
      else cells[column] = text;
    }
    if (bad.length > 0) yield { line: index, error: `not a text, number or list: ${bad.join(', ')}` };
    else yield { line: index, record: cells };
  }
}
