import {
  chmodSync,
  createWriteStream,
  existsSync,
  mkdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * Backups of the embedded database. PGlite is one process's private files, so while the server
 * runs only the server may read them: it answers on a Unix socket in DATA_DIR (owner-only, never on
 * the network) with a snapshot taken between two statements, as a crash would leave the files; the
 * copy opens through PostgreSQL's own recovery. With no server running, the CLI opens the directory
 * itself.
 */
export const pgliteDir = (dataDir: string) => path.join(dataDir, 'pglite');
export const controlSocketPath = (dataDir: string) => path.join(dataDir, 'control.sock');

/** Snapshots hold password hashes and e-mail addresses: readable by their owner only. */
const PRIVATE = 0o600;
/** Unix socket paths are limited to about 107 bytes. */
const MAX_SOCKET_PATH = 100;

/** A gzip tarball of the whole data directory, taken between two statements. */
export async function snapshot(client: PGlite): Promise<Blob> {
  // A checkpoint first keeps the recovery after a restore short; not needed for correctness.
  await client.exec('CHECKPOINT');
  return client.dumpDataDir('gzip');
}

type Log = { info: (obj: object, msg: string) => void; warn: (obj: object, msg: string) => void };

/** Serves GET /backup on DATA_DIR/control.sock for `npm run db:backup`; close() on shutdown. */
export async function serveBackups(
  dataDir: string,
  takeSnapshot: () => Promise<Blob>,
  log: Log,
): Promise<() => Promise<void>> {
  const socketPath = controlSocketPath(dataDir);
  if (socketPath.length > MAX_SOCKET_PATH) {
    log.warn({ socketPath }, 'DATA_DIR path too long for the backup socket; stop the server to back up');
    return async () => undefined;
  }
  // Left over from a process that was killed: this process owns the data directory now.
  rmSync(socketPath, { force: true });
  const server = http.createServer((request, response) => {
    if (request.method !== 'GET' || request.url !== '/backup') {
      response.writeHead(404).end();
      return;
    }
    takeSnapshot().then(
      async (blob) => {
        response.writeHead(200, { 'content-type': 'application/gzip', 'content-length': blob.size });
        response.end(Buffer.from(await blob.arrayBuffer()));
        log.info({ bytes: blob.size }, 'backup snapshot sent');
      },
      (error: unknown) => {
        log.warn({ err: error }, 'backup snapshot failed');
        response.writeHead(500).end(String(error));
      },
    );
  });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(socketPath, () => resolve());
    });
    chmodSync(socketPath, PRIVATE);
  } catch (error) {
    log.warn({ err: error, socketPath }, 'backup socket unavailable; stop the server to back up');
    return async () => undefined;
  }
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
}

/** Asks a running server for a snapshot; false when no server answers on the socket. */
function fetchFromServer(dataDir: string, file: string): Promise<boolean> {
  const socketPath = controlSocketPath(dataDir);
  if (!existsSync(socketPath)) return Promise.resolve(false);
  return new Promise((resolve, reject) => {
    const request = http.get({ socketPath, path: '/backup' }, (response) => {
      if (response.statusCode !== 200) {
        reject(new Error(`the running server could not take a snapshot (HTTP ${response.statusCode})`));
        response.resume();
        return;
      }
      pipeline(response, createWriteStream(file, { mode: PRIVATE })).then(() => resolve(true), reject);
    });
    request.on('error', (error: NodeJS.ErrnoException) => {
      // A socket file without a listener: the server was killed; nobody holds the directory.
      if (error.code === 'ECONNREFUSED' || error.code === 'ENOENT') resolve(false);
      else reject(error);
    });
  });
}

/** Whether a server is running on this data directory (it answers on the control socket). */
export async function serverRunning(dataDir: string): Promise<boolean> {
  const socketPath = controlSocketPath(dataDir);
  if (!existsSync(socketPath)) return false;
  return new Promise((resolve) => {
    const request = http.get({ socketPath, path: '/' }, (response) => {
      response.resume();
      resolve(true);
    });
    request.on('error', () => resolve(false));
  });
}

const open = (dir: string, loadDataDir?: Blob) =>
  PGlite.create(dir, { extensions: { pg_trgm }, loadDataDir });

/** Writes a snapshot of DATA_DIR's database to `file`; says whether the running server made it. */
export async function backupTo(dataDir: string, file: string): Promise<'server' | 'offline'> {
  mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.partial`;
  try {
    if (await fetchFromServer(dataDir, partial)) {
      renameSync(partial, file);
      return 'server';
    }
    if (!existsSync(path.join(pgliteDir(dataDir), 'PG_VERSION'))) {
      throw new Error(`no embedded database in ${pgliteDir(dataDir)}`);
    }
    const client = await open(pgliteDir(dataDir));
    try {
      const blob = await snapshot(client);
      writeFileSync(partial, Buffer.from(await blob.arrayBuffer()), { mode: PRIVATE });
    } finally {
      await client.close();
    }
    renameSync(partial, file);
    return 'offline';
  } finally {
    rmSync(partial, { force: true });
  }
}

/**
 * Replaces DATA_DIR's database with a snapshot. The server must be stopped. The database it
 * replaces is kept beside it (`pglite.before-restore-<time>`), so a wrong restore can be undone.
 */
export async function restoreFrom(dataDir: string, file: string, now = new Date()): Promise<string | null> {
  if (await serverRunning(dataDir)) {
    throw new Error('the server is running on this DATA_DIR; stop it before restoring');
  }
  const blob = new Blob([await readFile(file)], { type: 'application/x-gzip' });
  const dir = pgliteDir(dataDir);
  let kept: string | null = null;
  if (existsSync(dir)) {
    kept = `${dir}.before-restore-${now.toISOString().replace(/[:.]/g, '-')}`;
    renameSync(dir, kept);
  }
  try {
    mkdirSync(dir, { recursive: true });
    const client = await open(dir, blob);
    try {
      await client.query('SELECT 1');
    } finally {
      await client.close();
    }
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    if (kept) renameSync(kept, dir);
    throw error;
  }
  return kept;
}
