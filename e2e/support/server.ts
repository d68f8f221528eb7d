import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const SERVER_ENTRY = path.join(root, 'apps/server/dist/main.js');
/** What `npm start` runs: builds only if sources are newer than the bundle, then serves. */
const START_SCRIPT = path.join(root, 'scripts/start.mjs');
export const WEB_DIST = path.join(root, 'apps/web/dist');
const WEB_INDEX = path.join(WEB_DIST, 'index.html');

export interface RunningServer {
  baseUrl: string;
  dataDir: string;
  stop: () => Promise<void>;
}

/**
 * Creates an empty database next to the one `adminUrl` points at and returns its URL. The database
 * named in `adminUrl` is only used to connect; nothing is written to it.
 */
async function createScratchDatabase(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `eb_e2e_${process.pid}_${Date.now().toString(36)}`;
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE DATABASE "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}

/** True when every script and stylesheet index.html points at exists in `dir`. */
function isCompleteBuild(dir: string): boolean {
  let html: string;
  try {
    html = readFileSync(path.join(dir, 'index.html'), 'utf8');
  } catch {
    return false;
  }
  const assets = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((m) => m[1] ?? '');
  return assets.length > 0 && assets.every((asset) => existsSync(path.join(dir, asset)));
}

/**
 * Copies the built web app so a rebuild elsewhere in the tree during the run (which renames every
 * hashed chunk) cannot pull files from under the pages being tested.
 */
async function snapshotWebDist(target: string): Promise<void> {
  for (let attempt = 0; attempt < 20; attempt++) {
    rmSync(target, { recursive: true, force: true });
    try {
      cpSync(WEB_DIST, target, { recursive: true });
      if (isCompleteBuild(target)) return;
    } catch {
      // A build was replacing the folder while it was copied; try again.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${WEB_DIST} is not a complete build: run \`npm run build\` first.`);
}

function waitForListening(child: ReturnType<typeof spawn>): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`server did not start in 60 s\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Server listening at (http:\/\/[^\s"]+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        child.stdout?.off('data', onData);
        resolve(match[1]);
      }
    };
    child.stdout?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with code ${code}\n${output}`));
    });
  });
}

/**
 * Starts the built server on a temporary DATA_DIR (holding a copy of the web build) with rate limits off. When `databaseUrl` is given a
 * fresh database is created beside it for this run and dropped by stop(); otherwise the embedded
 * database in DATA_DIR is used.
 */
export async function startServer(options: {
  databaseUrl?: string;
  env?: Record<string, string>;
}): Promise<RunningServer> {
  for (const file of [SERVER_ENTRY, WEB_INDEX]) {
    if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first.`);
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'eb-e2e-'));
  const webDist = path.join(dataDir, 'web-dist');
  await snapshotWebDist(webDist);
  const scratch = options.databaseUrl ? await createScratchDatabase(options.databaseUrl) : undefined;
  const child = spawn(process.execPath, [START_SCRIPT], {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      RATE_LIMIT_ENABLED: 'false',
      LOG_LEVEL: 'info',
      WEB_DIST: webDist,
      ...(scratch && { DATABASE_URL: scratch.url }),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const cleanUp = async () => {
    rmSync(dataDir, { recursive: true, force: true });
    await scratch?.drop();
  };
  let baseUrl: string;
  try {
    baseUrl = await waitForListening(child);
  } catch (error) {
    child.kill('SIGKILL');
    await cleanUp();
    throw error;
  }
  // Keep reading the log so the pipe never fills up and blocks the server.
  child.stdout?.resume();
  return {
    baseUrl,
    dataDir,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
        child.kill('SIGTERM');
        const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(killer);
      }
      await cleanUp();
    },
  };
}
