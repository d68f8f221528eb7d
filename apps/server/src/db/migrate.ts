import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { poolOf, type DatabaseHandle } from './client';

/** In the source tree this is src/db/migrations; the build copies them next to dist/main.js. */
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * Session advisory lock key held while migrating (any fixed bigint; "ebmigrat" in ASCII). Instances
 * starting together on one PostgreSQL database queue on it: the first migrates, the others then
 * find nothing left to do.
 */
export const MIGRATION_LOCK_KEY = 0x65626d6967726174n;

export async function runMigrations(handle: DatabaseHandle, folder = migrationsFolder): Promise<void> {
  // On PGlite one process owns the data directory and the lock is only a formality; on PostgreSQL
  // the lock belongs to a session, so the migrator runs on the very connection that holds it.
  const client = await poolOf(handle.db).connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY.toString()]);
    try {
      await migrateNodePg(drizzleNodePg(client), { migrationsFolder: folder });
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY.toString()]);
    }
  } finally {
    client.release();
  }
}

type Journal = { entries: { when: number; tag: string }[] };

/** The creation stamp of the newest migration this build ships (what drizzle records as applied). */
export function latestMigrationStamp(folder = migrationsFolder): number {
  const journal = JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as Journal;
  return Math.max(0, ...journal.entries.map((e) => e.when));
}
