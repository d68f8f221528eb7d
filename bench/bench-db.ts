// The scratch databases the data-filling benchmarks write to directly: embedded PGlite in a data
// directory, or a PostgreSQL database created for the run and dropped after it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';

export type Sql = {
  exec: (sql: string) => Promise<void>;
  rows: <T>(sql: string) => Promise<T[]>;
  close: () => Promise<void>;
};

export async function openPglite(dataDir: string): Promise<Sql> {
  const client = await PGlite.create(path.join(dataDir, 'pglite'), { extensions: { pg_trgm } });
  return {
    exec: async (sql) => void (await client.exec(sql)),
    rows: async <T>(sql: string) => (await client.query<T>(sql)).rows,
    close: () => client.close(),
  };
}

export async function openPostgres(connectionString: string): Promise<Sql> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  return {
    exec: async (sql) => void (await client.query(sql)),
    rows: async <T>(sql: string) => (await client.query(sql)).rows as T[],
    close: () => client.end(),
  };
}

/** Drops a scratch database even while a server still holds connections to it. */
export async function dropDatabase(adminUrl: string, dbName: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
  await admin.end();
}

export type Scratch = {
  /** The server's environment for this database (DATABASE_URL, or DATA_DIR for PGlite). */
  env: Record<string, string>;
  open: () => Promise<Sql>;
  dispose: () => Promise<void>;
};

/** A fresh database for one run: a PGlite data directory, or a PostgreSQL database of its own. */
export async function scratchDatabase(kind: 'pglite' | 'postgres', prefix: string): Promise<Scratch> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `eb-${prefix}-bench-`));
  const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const dbName = `eb_${prefix}_bench_${process.pid}`;
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  if (kind === 'postgres') {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${dbName}"`);
    await admin.end();
  }
  return {
    env: kind === 'postgres' ? { DATABASE_URL: url.toString() } : { DATA_DIR: dataDir },
    open: () => (kind === 'postgres' ? openPostgres(url.toString()) : openPglite(dataDir)),
    dispose: async () => {
      rmSync(dataDir, { recursive: true, force: true });
      if (kind === 'postgres') await dropDatabase(adminUrl, dbName);
    },
  };
}
