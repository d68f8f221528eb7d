import {
  CATALOGUE_REPORT_MAX_ROWS,
  type CatalogueKind,
  type ImportReport,
  type RejectedRow,
} from '@electrobench/contracts/components';
import type { Database } from '../../db/client';
import { smdCatalogueChanged } from '../../lib/component-search/smd-browse-cache';
import { CATALOGUE_SPECS, type ValidRow } from './catalogue-kinds';
import type { SourceRecord } from './record-source';

/** Thrown inside the transaction to roll it back; carries the report out. */
class Refused extends Error {
  constructor(readonly report: ImportReport) {
    super('import refused');
  }
}

/**
 * Validates every row first, outside any transaction (the upload is already received whole), then
 * writes the valid ones in batches inside one transaction. Any rejected row (bad value, duplicate
 * key within the upload) means nothing is written: a catalogue is loaded whole or not at all, and
 * the report lists what to fix. Validation goes on after the first rejection so one pass finds
 * every problem.
 */
export async function importCatalogue(
  db: Database,
  kind: CatalogueKind,
  records: AsyncIterable<SourceRecord> | Iterable<SourceRecord>,
): Promise<ImportReport> {
  const spec = CATALOGUE_SPECS[kind];
  const report: ImportReport = {
    kind,
    committed: false,
    total_rows: 0,
    valid_rows: 0,
    inserted: 0,
    updated: 0,
    rejected_count: 0,
    rejected: [],
  };
  const reject = (row: RejectedRow) => {
    report.rejected_count += 1;
    if (report.rejected.length < CATALOGUE_REPORT_MAX_ROWS) report.rejected.push(row);
  };
  const refused = (): ImportReport => {
    const rejected = [...report.rejected].sort((a, b) => a.line - b.line);
    return { ...report, rejected, inserted: 0, updated: 0, committed: false };
  };
  const firstLineOf = new Map<string, number>();
  const rows: ValidRow[] = [];
  for await (const source of records) {
    report.total_rows += 1;
    if ('error' in source) {
      reject({ line: source.line, errors: [source.error] });
      continue;
    }
    const parsed = spec.parse(source.record);
    if (!parsed.ok) {
      reject({ line: source.line, errors: parsed.errors });
      continue;
    }
    const earlier = firstLineOf.get(parsed.key);
    if (earlier !== undefined) {
      reject({ line: source.line, errors: [`same part as line ${earlier} (natural key ${parsed.key})`] });
      continue;
    }
    firstLineOf.set(parsed.key, source.line);
    report.valid_rows += 1;
    rows.push({ line: source.line, values: parsed.values });
  }
  // Kinds checked as a whole file still go through their write step, which finds the remaining
  // problems that need the database (an SOA part must exist); the others stop here.
  const wholeFile = !Number.isFinite(spec.batch);
  if (report.rejected_count > 0 && !wholeFile) return refused();
  try {
    await db.transaction(async (tx) => {
      const size = wholeFile ? rows.length : spec.batch;
      for (let i = 0; i < rows.length; i += Math.max(size, 1)) {
        const written = await spec.write(tx, rows.slice(i, i + Math.max(size, 1)));
        report.inserted += written.inserted;
        report.updated += written.updated;
        report.valid_rows -= written.rejected.length;
        for (const row of written.rejected) reject(row);
      }
      if (report.rejected_count > 0) throw new Refused(report);
    });
  } catch (error) {
    if (error instanceof Refused) return refused();
    throw error;
  }
  if (kind === 'smd-codes' && report.inserted + report.updated > 0) smdCatalogueChanged();
  return { ...report, committed: true };
}
