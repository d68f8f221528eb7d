import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { adminToken, runScript, startServer, type ServerProcess } from '../../test/server-process';

/** npm run db:backup / db:restore on the embedded database, the backup taken while the server runs. */
const ADMIN = { ADMIN_EMAIL: 'chief@example.test', ADMIN_PASSWORD: 'bench-admin-password-42' };
const work = mkdtempSync(path.join(tmpdir(), 'eb-bak-'));
const dataDir = path.join(work, 'data');
const file = path.join(work, 'snapshot.tar.gz');
afterAll(() => rmSync(work, { recursive: true, force: true }));

const cli = (...args: string[]) => runScript('src/db/backup-cli.ts', args, { DATA_DIR: dataDir });

async function api(server: ServerProcess, token: string, method: string, url: string, body?: object) {
  const res = await fetch(`${server.base}/api/v1${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return {
    status: res.status,
    json: res.status === 204 ? null : ((await res.json()) as Record<string, unknown>),
  };
}

const titles = async (server: ServerProcess, token: string) => {
  const list = await api(server, token, 'GET', '/reminders?limit=100');
  return (list.json?.items as { title: string }[]).map((r) => r.title).sort();
};

describe.skipIf(Boolean(process.env.DATABASE_URL))('embedded database backup and restore', () => {
  it('backs up the running server, then restores that snapshot over later changes', async () => {
    const first = await startServer({ DATA_DIR: dataDir, ...ADMIN });
    let token = await adminToken(first.base, 'chief', ADMIN.ADMIN_PASSWORD);
    const a = await api(first, token, 'POST', '/reminders', {
      title: 'Alpha',
      due_at: '2999-01-01T00:00:00Z',
    });
    await api(first, token, 'POST', '/reminders', { title: 'Bravo', due_at: '2999-01-01T00:00:00Z' });

    const backup = await cli('backup', file);
    expect(backup.output).toContain('snapshot from the running server');
    expect(backup.code).toBe(0);
    // It holds password hashes and addresses: owner only.
    expect(statSync(file).mode & 0o777).toBe(0o600);

    await api(first, token, 'DELETE', `/reminders/${String(a.json?.id)}`);
    await api(first, token, 'POST', '/reminders', { title: 'Charlie', due_at: '2999-01-01T00:00:00Z' });
    expect(await titles(first, token)).toEqual(['Bravo', 'Charlie']);

    // A second server on the same directory would corrupt it: it refuses to start.
    const twin = await runScript('src/main.ts', [], { DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1' });
    expect(twin.code).toBe(1);
    expect(twin.output).toContain('Another ElectroBench server is running');

    const refused = await cli('restore', file);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('stop it before restoring');
    expect(await first.stop()).toBe(0);

    const restored = await cli('restore', file);
    expect(restored.code).toBe(0);
    // The database it replaced is kept beside it.
    expect(readdirSync(dataDir).some((name) => name.startsWith('pglite.before-restore-'))).toBe(true);

    const second = await startServer({ DATA_DIR: dataDir, ...ADMIN });
    token = await adminToken(second.base, 'chief', ADMIN.ADMIN_PASSWORD);
    expect(await titles(second, token)).toEqual(['Alpha', 'Bravo']);
    expect(await second.stop()).toBe(0);

    // With no server running, the tool reads the directory itself.
    const offline = await cli('backup');
    expect(offline.code).toBe(0);
    expect(offline.output).toContain('server not running');
    expect(existsSync(path.join(dataDir, 'backups'))).toBe(true);
  }, 240_000);
});
