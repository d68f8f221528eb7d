import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

/** One database type for both drivers: services never know which one runs underneath. */
export type Database = PgDatabase<PgQueryResultHKT>;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** The embedded database itself (backups read it); absent on PostgreSQL. */
  pglite?: PGlite;
  close: () => Promise<void>;
};

export type OpenOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'pglite-memory'; loadDataDir?: Blob };

/**
 * The node-postgres pool under a Drizzle database, or null on PGlite. Cross-instance features
 * (LISTEN/NOTIFY, shared rate limits) need the pool's own connection settings, which in tests name
 * a per-app copy of the database rather than DATABASE_URL.
 */
export function postgresPoolOf(db: Database): pg.Pool | null {
  const client: unknown = (db as unknown as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? client : null;
}

export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle connection the server ends (restart, failover, DROP ... WITH (FORCE) after a test)
    // is dropped by the pool, which opens a new one on demand. Without a listener the 'error'
    // event would be unhandled and end the process.
    pool.on('error', () => undefined);
    // Fail fast with a clear message rather than on the first request.
    const client = await pool.connect();
    client.release();
    return { db: drizzleNodePg(pool), kind: 'postgres', close: () => pool.end() };
  }
  let client: PGlite;
  if (options.kind === 'pglite') {
    const dir = path.join(options.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    client = await PGlite.create(dir, { extensions: { pg_trgm } });
  } else {
    client = await PGlite.create({ extensions: { pg_trgm }, loadDataDir: options.loadDataDir });
  }
  return { db: drizzlePglite(client), kind: 'pglite', pglite: client, close: () => client.close() };
}
