import { parse } from 'csv-parse/sync';
import type { z } from 'zod';

export class CsvRowError extends Error {
  constructor(
    readonly file: string,
    readonly problems: readonly string[],
  ) {
    super(`${file}: ${problems.length} bad row(s)\n${problems.slice(0, 20).join('\n')}`);
    this.name = 'CsvRowError';
  }
}

export interface CsvRowOptions {
  /** The header the file must start with, in this order; without it the file's header names the cells. */
  columns?: readonly string[];
  /**
   * Trim every cell. Off by default: a stray space in a marking code must be caught by the schema
   * rather than silently repaired, since the seed must be what a reviewer sees in the file.
   */
  trim?: boolean;
}

/**
 * The seed files' one CSV reader: every row is checked against `schema` and all bad rows are
 * reported together, each with its line, so one run shows everything a reviewer has to fix.
 */
export function parseCsvRows<S extends z.ZodType>(
  file: string,
  text: string,
  schema: S,
  options: CsvRowOptions = {},
): z.output<S>[] {
  const records: string[][] = parse(text, {
    bom: true,
    skip_empty_lines: true,
    relax_column_count: true,
    trim: options.trim === true,
  });
  const [header, ...body] = records;
  const columns = options.columns ?? header ?? [];
  if (header === undefined || header.join(',') !== columns.join(',')) {
    throw new CsvRowError(file, [`header must be "${columns.join(',')}", got "${header?.join(',') ?? ''}"`]);
  }
  const rows: z.output<S>[] = [];
  const problems: string[] = [];
  body.forEach((cells, index) => {
    // Line numbers assume one line per record, which holds for these files (no embedded newlines).
    const line = index + 2;
    if (cells.length !== columns.length) {
      problems.push(`line ${line}: ${cells.length} cells, expected ${columns.length}`);
      return;
    }
    const record = Object.fromEntries(columns.map((name, i) => [name, cells[i] ?? '']));
    const result = schema.safeParse(record);
    if (result.success) {
      rows.push(result.data);
    } else {
      const detail = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
      problems.push(`line ${line}: ${detail.join('; ')}`);
    }
  });
  if (problems.length > 0) throw new CsvRowError(file, problems);
  return rows;
}
