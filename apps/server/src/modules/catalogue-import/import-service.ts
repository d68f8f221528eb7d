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
 * Validates every row and writes the valid ones in batches inside one transaction. Any rejected row
 * (bad value, duplicate key within the upload) rolls everything back: a catalogue is loaded whole
 * or not at all, and the report lists what to fix. Rows keep streaming after the first rejection so
 * one pass finds every problem.
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
  const firstLineOf = new Map<string, number>();
  const wholeFile = !Number.isFinite(spec.batch);
  try {
    await db.transaction(async (tx) => {
      let batch: ValidRow[] = [];
      const flush = async () => {
        if (batch.length === 0) return;
        const written = await spec.write(tx, batch);
        report.inserted += written.inserted;
        report.updated += written.updated;
        report.valid_rows -= written.rejected.length;
        for (const row of written.rejected) reject(row);
        batch = [];
      };
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
        // After a rejection nothing more is written (the transaction will be rolled back anyway),
        // except for kinds checked as a whole file, whose write step finds the remaining problems.
        if (report.rejected_count > 0 && !wholeFile) continue;
        batch.push({ line: source.line, values: parsed.values });
        if (batch.length >= spec.batch) await flush();
      }
      if (report.rejected_count > 0 && !wholeFile) throw new Refused(report);
      await flush();
      // Checks that need the database (an SOA part must exist) reject rows at write time.
      if (report.rejected_count > 0) throw new Refused(report);
    });
  } catch (error) {
    if (error instanceof Refused) {
      const rejected = [...report.rejected].sort((a, b) => a.line - b.line);
      return { ...report, rejected, inserted: 0, updated: 0, committed: false };
    }
    throw error;
  }
  if (kind === 'smd-codes' && report.inserted + report.updated > 0) smdCatalogueChanged();
  return { ...report, committed: true };
}
