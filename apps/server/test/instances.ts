import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { WebSocket } from 'ws';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { DatabaseHandle } from '../src/db/client';
import { fakeClock } from '../src/lib/clock';
import type { Mail, Mailer } from '../src/lib/mailer';
import { cloneTestDatabase } from './test-db';

export type Instance = { app: FastifyInstance; mails: Mail[]; close: () => Promise<void> };

/**
 * Several app instances on one database copy, as a site running more than one server would have,
 * sharing one fake clock. `start` may be called again after an instance closed: a restart.
 */
export async function createCluster(env: Record<string, string> = {}) {
  const handle: DatabaseHandle = await cloneTestDatabase();
  const clock = fakeClock(new Date());
  const dirs: string[] = [];
  const running = new Set<Instance>();
  const start = async (): Promise<Instance> => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'eb-inst-'));
    dirs.push(dataDir);
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      JWT_SECRET: 'test-secret-that-is-long-enough-0123456789',
      PUBLIC_URL: 'http://electrobench.test',
      LOG_LEVEL: 'silent',
      ...env,
    });
    const mails: Mail[] = [];
    const mailer: Mailer = { send: async (mail) => void mails.push(mail), close: () => undefined };
    const app = await buildApp({ config, db: handle.db, clock, mailer, logger: false });
    await app.ready();
    const instance: Instance = {
      app,
      mails,
      close: async () => {
        running.delete(instance);
        await app.close();
      },
    };
    running.add(instance);
    return instance;
  };
  return {
    db: handle.db,
    clock,
    start,
    close: async () => {
      for (const instance of [...running]) await instance.close();
      await handle.close();
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A socket to an instance's /ws/notifications, authenticated, collecting every message it gets. */
export async function openSocket(app: FastifyInstance, token: string) {
  const address = app.server.listening
    ? `http://127.0.0.1:${(app.server.address() as { port: number }).port}`
    : await app.listen({ port: 0, host: '127.0.0.1' });
  const ws = new WebSocket(`${address.replace('http', 'ws')}/ws/notifications`);
  const messages: unknown[] = [];
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  const authed = new Promise((resolve) => ws.once('message', resolve));
  ws.on('message', (data) => messages.push(JSON.parse(String(data))));
  ws.send(JSON.stringify({ type: 'auth', token }));
  await authed;
  messages.length = 0;
  return { ws, messages, close: () => ws.close() };
}
