import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';

export type UpsertTarget = { table: PgTable; conflict: PgColumn[] };

/** Rows per INSERT: well under PostgreSQL's 65,535 bind parameters for the widest table (33 columns). */
export const UPSERT_BATCH = 1000;

const SKIP = new Set(['id', 'createdAt', 'updatedAt']);

/**
 * Inserts rows or updates the row with the same natural key. A row identical to the stored one is
 * left alone (no write, no new updated_at), so re-running a seed or an import is cheap and the
 * counts say what really changed.
 */
export async function upsertRows(
  db: Database,
  target: UpsertTarget,
  rows: Record<string, unknown>[],
): Promise<{ inserted: number; updated: number }> {
  let inserted = 0;
  let updated = 0;
  const columns = Object.entries(getTableColumns(target.table)).filter(
    ([key, column]) => !SKIP.has(key) && !column.generated,
  );
  const set: Record<string, SQL> = { updatedAt: sql`now()` };
  const stored: SQL[] = [];
  const incoming: SQL[] = [];
  for (const [key, column] of columns) {
    set[key] = sql.raw(`excluded."${column.name}"`);
    stored.push(sql`${column}`);
    incoming.push(sql.raw(`excluded."${column.name}"`));
  }
  const changed = sql`(${sql.join(stored, sql`, `)}) IS DISTINCT FROM (${sql.join(incoming, sql`, `)})`;
  for (let start = 0; start < rows.length; start += UPSERT_BATCH) {
    const batch = rows.slice(start, start + UPSERT_BATCH);
    const result = await db
      .insert(target.table)
      .values(batch)
      .onConflictDoUpdate({ target: target.conflict, set, setWhere: changed })
      // xmax is 0 for a freshly inserted tuple and set for one that an update replaced.
      .returning({ fresh: sql<boolean>`(xmax = 0)` });
    for (const row of result) {
      if (row.fresh) inserted += 1;
      else updated += 1;
    }
  }
  return { inserted, updated };
}
