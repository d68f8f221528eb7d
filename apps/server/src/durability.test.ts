import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { adminToken, emptyPostgresDatabase, startServer, type ServerProcess } from '../test/server-process';

/**
 * kill -9 in the middle of a stream of writes: every write the server acknowledged (a 201 the
 * client received) must be there after a restart, on the same data directory or database, and the
 * embedded directory must open again without help.
 */
const ADMIN = { ADMIN_EMAIL: 'chief@example.test', ADMIN_PASSWORD: 'bench-admin-password-42' };
const WRITERS = 4;
const KILL_AFTER = 60;

type Written = { id: number; title: string };

/** Writers create reminders until the server dies; returns the ones whose 201 arrived. */
async function writeUntilKilled(server: ServerProcess, token: string): Promise<Written[]> {
  const acknowledged: Written[] = [];
  let n = 0;
  const writer = async () => {
    for (;;) {
      const title = `kept ${++n}`;
      let res: Response;
      try {
        res = await fetch(`${server.base}/api/v1/reminders`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ title, due_at: '2999-01-01T00:00:00Z' }),
        });
      } catch {
        return; // the server is gone: this write was never acknowledged
      }
      if (res.status !== 201) throw new Error(`write answered ${res.status}: ${await res.text()}`);
      const { id } = (await res.json()) as { id: number };
      acknowledged.push({ id, title });
      if (acknowledged.length === KILL_AFTER) server.child.kill('SIGKILL');
    }
  };
  await Promise.all(Array.from({ length: WRITERS }, writer));
  return acknowledged;
}

async function crashAndCheck(env: Record<string, string>) {
  const first = await startServer({ ...env, ...ADMIN, RATE_LIMIT_ENABLED: 'false' });
  const written = await writeUntilKilled(first, await adminToken(first.base, 'chief', ADMIN.ADMIN_PASSWORD));
  expect(await first.exited).toBeNull(); // killed, not exited
  expect(written.length).toBeGreaterThanOrEqual(KILL_AFTER);

  const second = await startServer({ ...env, ...ADMIN });
  try {
    const token = await adminToken(second.base, 'chief', ADMIN.ADMIN_PASSWORD);
    const missing: Written[] = [];
    for (const row of written) {
      const res = await fetch(`${second.base}/api/v1/reminders/${row.id}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      if (res.status !== 200 || ((await res.json()) as { title: string }).title !== row.title)
        missing.push(row);
    }
    expect(missing).toEqual([]);
    const ready = await fetch(`${second.base}/readyz`);
    expect(ready.status).toBe(200);
  } finally {
    expect(await second.stop()).toBe(0);
  }
}

describe('acknowledged writes survive kill -9', () => {
  it.skipIf(Boolean(process.env.DATABASE_URL))(
    'on embedded PGlite (same DATA_DIR)',
    async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'eb-crash-'));
      try {
        await crashAndCheck({ DATA_DIR: dataDir });
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    180_000,
  );

  it.skipIf(!process.env.DATABASE_URL)(
    'on PostgreSQL (same database)',
    async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'eb-crash-'));
      const database = await emptyPostgresDatabase();
      try {
        await crashAndCheck({ DATA_DIR: dataDir, DATABASE_URL: database.url });
      } finally {
        await database.drop();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    180_000,
  );
});
