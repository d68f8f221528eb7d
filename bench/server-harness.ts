import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export type RunningServer = {
  base: string;
  label: string;
  /** The server process, for its memory figures (/proc/<pid>/status). */
  pid: number;
  /** Everything it printed so far (JSON log lines: mailed links among them). */
  output: () => string;
  stop: () => Promise<void>;
};

/**
 * Starts the built server (apps/server/dist/main.js) on a fresh embedded database, or on a fresh
 * PostgreSQL database when kind is 'postgres', with rate limits off so they do not cap the numbers.
 */
export async function startServer(
  kind: 'pglite' | 'postgres',
  env: Record<string, string> = {},
): Promise<RunningServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'eb-bench-'));
  const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const dbName = `eb_bench_${process.pid}_${Date.now().toString(36)}`;
  let databaseUrl: string | undefined;
  if (kind === 'postgres') {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    await c.query(`CREATE DATABASE "${dbName}"`);
    await c.end();
    const u = new URL(adminUrl);
    u.pathname = `/${dbName}`;
    databaseUrl = u.toString();
  }
  const child: ChildProcess = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    env: {
      PATH: process.env.PATH,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      RATE_LIMIT_ENABLED: 'false',
      // Benchmarks never reach the internet: the weather widget gets a refused local port.
      WEATHER_API_URL: 'http://127.0.0.1:9/v1/forecast',
      LOG_LEVEL: 'info',
      ...(databaseUrl && { DATABASE_URL: databaseUrl }),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  const base = await new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (m?.[1]) resolve(m[1]);
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}\n${out}`)));
  });
  return {
    base,
    label: kind === 'postgres' ? 'PostgreSQL' : 'PGlite',
    pid: child.pid ?? 0,
    output: () => out,
    stop: async () => {
      await new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      });
      rmSync(dataDir, { recursive: true, force: true });
      if (kind === 'postgres') {
        const c = new pg.Client({ connectionString: adminUrl });
        await c.connect();
        await c.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
        await c.end();
      }
    },
  };
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i] ?? NaN;
}

/** Runs a bench/ script that starts a bare Fastify server and prints "Server listening at <url>". */
export async function startBareServer(script: string): Promise<{ base: string; close: () => Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'bench', script)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const base = await new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      const m = /Server listening at (\S+)/.exec(chunk.toString());
      if (m?.[1]) resolve(m[1]);
    });
    child.on('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
  return {
    base,
    close: () => new Promise((resolve) => (child.once('exit', () => resolve()), child.kill('SIGTERM'))),
  };
}

/** The bare Fastify hello route in its own process: the baseline every throughput figure is set against. */
export async function bareFastify(): Promise<{ url: string; close: () => Promise<void> }> {
  const bare = await startBareServer('bare-hello-server.ts');
  return { url: `${bare.base}/hello`, close: bare.close };
}
