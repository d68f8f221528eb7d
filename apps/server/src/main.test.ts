import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// The real entry point, started as a process on embedded PGlite: migrations, admin bootstrap,
// graceful shutdown and persistence across restarts. (PostgreSQL persistence is the server's job.)
const dataDir = mkdtempSync(path.join(tmpdir(), 'eb-main-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function start(): Promise<{ child: ChildProcess; base: string }> {
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ADMIN_EMAIL: 'chief@example.test',
    ADMIN_PASSWORD: 'bench-admin-password-42',
    LOG_LEVEL: 'info',
  };
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'main.ts')], {
    env,
  });
  const base = await new Promise<string>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}`)), 60_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${out}`)));
  });
  return { child, base };
}

function stop(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    child.on('exit', (code) => resolve(code));
    child.kill('SIGTERM');
  });
}

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
    expect(await stop(first.child)).toBe(0);

    const second = await start();
    const taken = await fetch(`${second.base}/api/v1/auth/check-username-availability?username=keeper`);
    expect(await taken.json()).toEqual({ available: false });
    expect((await loginAs(second.base, 'chief', 'bench-admin-password-42')).status).toBe(200);
    expect(await stop(second.child)).toBe(0);
  }, 120_000);
});
