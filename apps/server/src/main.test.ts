import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer } from '../test/server-process';

// The real entry point, started as a process on embedded PGlite: migrations, admin bootstrap,
// graceful shutdown and persistence across restarts. (PostgreSQL persistence is the server's job.)
const dataDir = mkdtempSync(path.join(tmpdir(), 'eb-main-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const start = () =>
  startServer({
    DATA_DIR: dataDir,
    ADMIN_EMAIL: 'chief@example.test',
    ADMIN_PASSWORD: 'bench-admin-password-42',
  });

const loginAs = (base: string, username: string, password: string) =>
  fetch(`${base}/api/v1/auth/login/access-token`, {
    method: 'POST',
    body: new URLSearchParams({ username, password }),
  });

describe('the server process', () => {
  it('creates the admin, shuts down cleanly on SIGTERM and keeps committed data after a restart', async () => {
    const first = await start();
    const signup = await fetch(`${first.base}/api/v1/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: 'keeper@example.test',
        password: 'persistent-tantalum',
        username: 'keeper',
      }),
    });
    expect(signup.status).toBe(201);
    const admin = await loginAs(first.base, 'chief@example.test', 'bench-admin-password-42');
    expect(admin.status).toBe(200);
    const { access_token } = (await admin.json()) as { access_token: string };
    const me = await fetch(`${first.base}/api/v1/users/me`, {
      headers: { authorization: `Bearer ${access_token}` },
    });
    expect(((await me.json()) as { is_superuser: boolean }).is_superuser).toBe(true);
    expect(await first.stop()).toBe(0);

    const second = await start();
    const taken = await fetch(`${second.base}/api/v1/auth/check-username-availability?username=keeper`);
    expect(await taken.json()).toEqual({ available: false });
    expect((await loginAs(second.base, 'chief', 'bench-admin-password-42')).status).toBe(200);
    expect(await second.stop()).toBe(0);
  }, 120_000);
});
