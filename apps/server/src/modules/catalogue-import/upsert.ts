import { getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/query-rows';

/**
 * Where rows go and how a stored row is recognised: by plain columns, or by the expression of a
 * unique index (ic_logos is unique on lower(name), which drizzle's onConflict cannot name).
 */
export type UpsertTarget = { table: PgTable; conflict: PgColumn[] | SQL };

/** Rows per INSERT: well under PostgreSQL's 65,535 bind parameters for the widest table (33 columns). */
export const UPSERT_BATCH = 1000;

/**
 * Inserts rows or updates the row with the same natural key. Only the columns the rows carry are
 * written, so a column an import does not own (an uploaded IC logo image) survives it. A row
 * identical to the stored one is left alone (no write, no new updated_at), so re-running a seed or
 * an import is cheap and the counts say what really changed.
 */
export async function upsertRows(
  db: Database,
  target: UpsertTarget,
  rows: Record<string, unknown>[],
): Promise<{ inserted: number; updated: number }> {
  let inserted = 0;
  let updated = 0;
  const first = rows[0];
  if (!first) return { inserted, updated };
  const all = getTableColumns(target.table);
  const columns = Object.keys(first).map((key): [string, PgColumn] => {
    const column = all[key];
    if (!column) throw new Error(`${getTableName(target.table)} has no column ${key}`);
    return [key, column];
  });
  const name = (column: PgColumn) => sql.identifier(column.name);
  const excluded = (column: PgColumn) => sql`excluded.${name(column)}`;
  const conflict = Array.isArray(target.conflict)
    ? sql.join(target.conflict.map(name), sql`, `)
    : target.conflict;
  const table = sql.identifier(getTableName(target.table));
  const stored = sql.join(
    columns.map(([, c]) => sql`${table}.${name(c)}`),
    sql`, `,
  );
  const incoming = sql.join(
    columns.map(([, c]) => excluded(c)),
    sql`, `,
  );
  const set = sql.join(
    [...columns.map(([, c]) => sql`${name(c)} = ${excluded(c)}`), sql`updated_at = now()`],
    sql`, `,
  );
  for (let start = 0; start < rows.length; start += UPSERT_BATCH) {
    const batch = rows.slice(start, start + UPSERT_BATCH);
    const values = batch.map(
      (row) =>
        sql`(${sql.join(
          columns.map(([key, column]) => sql.param(row[key] ?? null, column)),
          sql`, `,
        )})`,
    );
    const result = await queryRows<{ fresh: boolean }>(
      db,
      sql`INSERT INTO ${table} (${sql.join(
        columns.map(([, c]) => name(c)),
        sql`, `,
      )})
          VALUES ${sql.join(values, sql`, `)}
          ON CONFLICT (${conflict}) DO UPDATE SET ${set}
          WHERE (${stored}) IS DISTINCT FROM (${incoming})
          RETURNING (xmax = 0) AS fresh`,
    );
    // xmax is 0 for a freshly inserted tuple and set for one that an update replaced.
    for (const row of result) {
      if (row.fresh) inserted += 1;
      else updated += 1;
    }
  }
  return { inserted, updated };
}
