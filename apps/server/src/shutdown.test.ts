import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import { startServer } from '../test/server-process';

// SIGTERM as an orchestrator sends it, to the real entry point on embedded PGlite (shutdown does
// not depend on the database kind, and PGlite needs no server of its own).
const dataDir = mkdtempSync(path.join(tmpdir(), 'eb-stop-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const ADMIN = { ADMIN_EMAIL: 'chief@example.test', ADMIN_PASSWORD: 'bench-admin-password-42' };

/** A login whose body is sent in two parts: the request is in flight until `finish` is called. */
function slowLogin(base: string) {
  const body = new URLSearchParams({ username: 'chief', password: ADMIN.ADMIN_PASSWORD }).toString();
  const split = Math.floor(body.length / 2);
  const request = http.request(`${base}/api/v1/auth/login/access-token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': body.length },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.on('response', (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
    });
    request.on('error', reject);
  });
  request.write(body.slice(0, split));
  return { answer, finish: () => request.end(body.slice(split)) };
}

describe('SIGTERM', () => {
  it('finishes requests in flight, closes sockets with 1001, cuts a stalled upload and exits 0', async () => {
    // debug logs every incoming request, which tells the test when the server holds one.
    const server = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: 'debug', ...ADMIN });
    const socket = new WebSocket(`${server.base.replace('http', 'ws')}/ws/notifications`);
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));

    const inFlight = slowLogin(server.base);
    const stalled = slowLogin(server.base);
    const stalledOutcome = stalled.answer.then(
      (r) => `answered ${r.status}`,
      (error: NodeJS.ErrnoException) => `cut (${error.code})`,
    );
    const arrived = () =>
      server
        .output()
        .split('\n')
        .filter((line) => line.includes('"incoming request"') && line.includes('/auth/login')).length;
    await vi.waitFor(() => expect(arrived()).toBe(2), { timeout: 10_000 });

    server.child.kill('SIGTERM');
    await vi.waitFor(() => expect(server.output()).toContain('shutting down'), { timeout: 10_000 });
    expect(await closed).toBe(1001);
    // New connections are refused at once ...
    await expect(fetch(`${server.base}/healthz`)).rejects.toThrow();
    // ... while the request already in flight is answered in full.
    inFlight.finish();
    const answered = await inFlight.answer;
    expect(answered.status).toBe(200);
    expect(JSON.parse(answered.body)).toHaveProperty('access_token');

    // A client that never finishes its body cannot hold the process beyond the grace period.
    expect(await server.exited).toBe(0);
    expect(await stalledOutcome).toMatch(/^cut/);
    expect(server.output()).toContain('"shut down"');
  }, 90_000);
});
