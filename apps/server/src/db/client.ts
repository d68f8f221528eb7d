import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import pg from 'pg';

/** One database type for both drivers: services never know which one runs underneath. */
export type Database = PgDatabase<PgQueryResultHKT>;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /**
   * A tarball of the embedded database taken between two statements ('gzip' for backups, 'none'
   * for the test template); absent on PostgreSQL.
   */
  snapshot?: (compression: 'gzip' | 'none') => Promise<Blob>;
  close: () => Promise<void>;
};

export type OpenOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'pglite-memory'; loadDataDir?: Blob };

/** Pools that reach the embedded database's worker rather than a PostgreSQL server. */
const embeddedPools = new WeakSet<pg.Pool>();

/** The node-postgres pool under a Drizzle database (both drivers run on one). */
export function poolOf(db: Database): pg.Pool {
  const client: unknown = (db as unknown as { $client?: unknown }).$client;
  if (!(client instanceof pg.Pool)) throw new Error('database is not on a node-postgres pool');
  return client;
}

/**
 * The pool of a PostgreSQL server, or null on the embedded database. Cross-instance features
 * (LISTEN/NOTIFY, shared rate limits) need the pool's own connection settings, which in tests name
 * a per-app copy of the database rather than DATABASE_URL; on PGlite one process is alone.
 */
export function postgresPoolOf(db: Database): pg.Pool | null {
  const pool = poolOf(db);
  return embeddedPools.has(pool) ? null : pool;
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
  let dataDir: string | null = null;
  if (options.kind === 'pglite') {
    dataDir = path.join(options.dataDir, 'pglite');
    mkdirSync(dataDir, { recursive: true });
  }
  const loadDataDir =
    options.kind === 'pglite-memory' && options.loadDataDir ? await options.loadDataDir.arrayBuffer() : null;
  return openEmbedded(dataDir, loadDataDir);
}

/** The worker's message types (see pglite-worker.mjs). */
type WorkerMessage =
  | { type: 'ready' }
  | { type: 'closed' }
  | { type: 'snapshot'; id: number; buffer?: ArrayBuffer; error?: string };

/**
 * Starts PGlite on a worker thread behind a Unix socket in a fresh owner-only directory (short
 * enough for the ~107-byte socket path limit wherever DATA_DIR is) and opens a one-connection
 * node-postgres pool on it.
 */
async function openEmbedded(
  dataDir: string | null,
  loadDataDir: ArrayBuffer | null,
): Promise<DatabaseHandle> {
  const socketDir = mkdtempSync(path.join(tmpdir(), 'eb-db-'));
  // node-postgres reaches a Unix socket as host=<directory>, file .s.PGSQL.<port>.
  const socketPath = path.join(socketDir, '.s.PGSQL.5432');
  const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), {
    workerData: { dataDir, loadDataDir, socketPath },
    transferList: loadDataDir ? [loadDataDir] : [],
  });
  let workerError: Error | null = null;
  const pending = new Map<number, { resolve: (blob: Blob) => void; reject: (e: Error) => void }>();
  let closed: (() => void) | null = null;
  worker.on('message', (message: WorkerMessage) => {
    if (message.type === 'snapshot') {
      const waiter = pending.get(message.id);
      pending.delete(message.id);
      if (!waiter) return;
      if (message.buffer) waiter.resolve(new Blob([message.buffer]));
      else waiter.reject(new Error(message.error ?? 'snapshot failed'));
    } else if (message.type === 'closed') {
      closed?.();
    }
  });
  try {
    await new Promise<void>((resolve, reject) => {
      worker.once('message', (message: WorkerMessage) => {
        if (message.type === 'ready') resolve();
      });
      worker.once('error', reject);
      worker.once('exit', (code) =>
        reject(new Error(`the embedded database stopped while opening (exit ${code})`)),
      );
    });
  } catch (error) {
    await worker.terminate();
    rmSync(socketDir, { recursive: true, force: true });
    throw error;
  }
  // A database that dies under a running server cannot be recovered from here: say so loudly and
  // let the process supervisor restart it (PGlite replays its WAL on the next open).
  worker.on('error', (error) => {
    workerError = error;
    for (const waiter of pending.values()) waiter.reject(error);
    pending.clear();
  });

  const pool = new pg.Pool({ host: socketDir, port: 5432, user: 'postgres', database: 'postgres', max: 1 });
  pool.on('error', () => undefined);
  embeddedPools.add(pool);

  let nextId = 1;
  const snapshot = (compression: 'gzip' | 'none') =>
    new Promise<Blob>((resolve, reject) => {
      if (workerError) return reject(workerError);
      const id = nextId++;
      pending.set(id, { resolve, reject });
      worker.postMessage({ type: 'snapshot', id, compression });
    });

  const close = async () => {
    await pool.end();
    if (!workerError) {
      await new Promise<void>((resolve) => {
        closed = resolve;
        worker.once('exit', () => resolve());
        worker.postMessage({ type: 'close' });
      });
    }
    await worker.terminate();
    rmSync(socketDir, { recursive: true, force: true });
  };
  return { db: drizzleNodePg(pool), kind: 'pglite', snapshot, close };
}
