// Child processes for bench/realtime: the built server (one or two instances) and the raw `ws`
// baseline, each started through `sh -c 'ulimit ...; exec node ...'` so it may hold 10,000 sockets,
// with memory-probe.mjs preloaded so the bench can read its memory after a garbage collection.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
/** Enough descriptors for 10,000 sockets plus the process's own files, pool and listener. */
export const FD_LIMIT = 16_384;

export type Memory = { rss: number; heapUsed: number; external: number; arrayBuffers: number };

export type Child = {
  base: string;
  wsUrl: string;
  /** process.memoryUsage() of the child after three forced collections. */
  memory: () => Promise<Memory>;
  stop: () => Promise<void>;
};

/**
 * Starts `node <args>` with a raised descriptor limit and resolves once it prints
 * "Server listening at http://127.0.0.1:<port>". Raises only the soft limit, up to FD_LIMIT.
 */
export async function startChild(args: string[], env: Record<string, string>, label: string): Promise<Child> {
  const probe = pathToFileURL(path.join(here, 'memory-probe.mjs')).href;
  const script = `[ "$(ulimit -S -n)" -ge ${FD_LIMIT} ] 2>/dev/null || ulimit -S -n ${FD_LIMIT} || true; exec "$0" "$@"`;
  const child = spawn('sh', ['-c', script, process.execPath, '--expose-gc', `--import=${probe}`, ...args], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let pending = '';
  const memoryWaiters: ((m: Memory) => void)[] = [];
  let listening: ((base: string) => void) | null = null;
  child.stdout.on('data', (chunk: Buffer) => {
    pending += chunk.toString();
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      if (line.startsWith('MEMORY ')) memoryWaiters.shift()?.(JSON.parse(line.slice(7)) as Memory);
      const m = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(line);
      if (m?.[1]) listening?.(m[1]);
    }
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const base = await new Promise<string>((resolve, reject) => {
    listening = resolve;
    void exited.then((code) => reject(new Error(`${label} exited with ${code} before listening`)));
    setTimeout(() => reject(new Error(`${label} did not start within 120 s`)), 120_000).unref();
  }).catch((error: unknown) => {
    if (child.exitCode === null) child.kill('SIGKILL');
    throw error;
  });
  return {
    base,
    wsUrl: `${base.replace('http://', 'ws://')}/ws/notifications`,
    memory: () =>
      new Promise<Memory>((resolve, reject) => {
        memoryWaiters.push(resolve);
        child.kill('SIGUSR2');
        setTimeout(() => reject(new Error(`${label} did not report its memory`)), 30_000).unref();
      }),
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
let snapshot: string | null = null;

/**
 * A private copy of apps/server/dist for this run (its npm dependencies still resolve through a
 * node_modules link), so a rebuild during the run, which deletes dist first, cannot take files
 * from under a starting process. Copies only a build left alone for 10 s and unchanged meanwhile.
 */
async function serverMain(): Promise<string> {
  if (snapshot) return path.join(snapshot, 'dist/main.js');
  const dist = path.join(root, 'apps/server/dist');
  const built = () => {
    const file = path.join(dist, 'main.js');
    return existsSync(file) && existsSync(path.join(dist, 'migrations/meta/_journal.json'))
      ? statSync(file).mtimeMs
      : null;
  };
  for (let attempt = 0; attempt < 60; attempt++) {
    const before = built();
    if (before !== null && Date.now() - before > 10_000) {
      const copy = mkdtempSync(path.join(tmpdir(), 'eb-rt-server-'));
      cpSync(dist, path.join(copy, 'dist'), { recursive: true });
      symlinkSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'));
      if (built() === before) {
        snapshot = copy;
        process.once('exit', () => rmSync(copy, { recursive: true, force: true }));
        return path.join(copy, 'dist/main.js');
      }
      rmSync(copy, { recursive: true, force: true });
    }
    await pause(2000);
  }
  throw new Error('apps/server/dist is missing or keeps changing; run npm run build first');
}

/** The built server; rate limits off so they do not cap the figures, no internet. */
export async function startServerProcess(env: Record<string, string>, label: string): Promise<Child> {
  return startChild(
    [await serverMain()],
    {
      PORT: '0',
      HOST: '127.0.0.1',
      RATE_LIMIT_ENABLED: 'false',
      WEATHER_API_URL: 'http://127.0.0.1:9/v1/forecast',
      LOG_LEVEL: 'info',
      ...env,
    },
    label,
  );
}

/** The baseline: raw `ws` speaking the same first-message auth, no database. */
export function startBareWs(): Promise<Child> {
  return startChild(['--import', 'tsx', path.join(here, 'bare-ws-server.ts')], {}, 'bare ws server');
}

export type Scratch = {
  env: Record<string, string>;
  url: string | null;
  dataDir: string;
  drop: () => Promise<void>;
};

/** A fresh database for one run: a new PostgreSQL database, or a new PGlite data directory. */
export async function scratchDatabase(kind: 'pglite' | 'postgres'): Promise<Scratch> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'eb-rt-bench-'));
  const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  if (kind === 'pglite') {
    return {
      env: { DATA_DIR: dataDir },
      url: null,
      dataDir,
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `eb_rt_bench_${process.pid}_${Date.now().toString(36)}`;
  const admin = async (sql: string) => {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    await c.query(sql);
    await c.end();
  };
  await admin(`CREATE DATABASE "${name}"`);
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: u.toString() },
    url: u.toString(),
    dataDir,
    drop: async () => {
      rmSync(dataDir, { recursive: true, force: true });
      await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}
