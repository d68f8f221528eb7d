import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { WebSocket } from 'ws';
import { openSocket } from '../../test/instances';
import {
  backgroundDone,
  bearer,
  createAccount,
  createTestApp,
  login,
  tokenFromMail,
  type Account,
  type TestApp,
} from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The close code a socket ends with, or null while it is still open. */
function watch(ws: WebSocket) {
  let code: number | null = null;
  ws.once('close', (c) => (code = c));
  return () => code;
}

async function socketOf(account: Account) {
  const socket = await openSocket(t.app, account.token);
  return { ...socket, code: watch(socket.ws) };
}

const idOf = async (a: Account) =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: bearer(a) })).json<{ id: number }>()
    .id;

/** A socket that is still open hears a published message (so "open" is observed, not assumed). */
async function stillHears(userId: number, socket: Awaited<ReturnType<typeof socketOf>>) {
  const before = socket.messages.length;
  t.app.realtime.publish(userId, { type: 'test', probe: before });
  await vi.waitFor(() => expect(socket.messages).toHaveLength(before + 1));
  expect(socket.code()).toBeNull();
}

describe("revoking a session closes that session's sockets with 1008", () => {
  it('logout (refresh cookie) closes only the sockets of the session that logged out', async () => {
    const a = await createAccount(t);
    const other = await login(t, a.username, a.password);
    const stranger = await createAccount(t);
    const gone = await socketOf(a);
    const kept = await socketOf(other);
    const theirs = await socketOf(stranger);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: { cookie: a.cookie },
    });
    expect(res.statusCode).toBe(200);
    await vi.waitFor(() => expect(gone.code()).toBe(1008));
    // Nothing published after the logout reaches the closed socket; the other session still hears.
    const id = await idOf(other);
    await stillHears(id, kept);
    expect(gone.messages).toHaveLength(0);
    await stillHears(await idOf(stranger), theirs);
    kept.close();
    theirs.close();
  });

  it('logout with only a bearer token closes that session too', async () => {
    const a = await createAccount(t);
    const socket = await socketOf(a);
    await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: bearer(a) });
    await vi.waitFor(() => expect(socket.code()).toBe(1008));
  });

  it('a password change closes the other sessions and keeps the one that changed it', async () => {
    const a = await createAccount(t);
    const other = await login(t, a.username, a.password);
    const own = await socketOf(a);
    const elsewhere = await socketOf(other);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/me/change-password',
      headers: bearer(a),
      payload: { current_password: a.password, new_password: 'capacitor-bank-discharge-7' },
    });
    expect(res.statusCode).toBe(200);
    await vi.waitFor(() => expect(elsewhere.code()).toBe(1008));
    await stillHears(await idOf(a), own);
    own.close();
  });

  it('a password reset closes every session', async () => {
    const a = await createAccount(t);
    const other = await login(t, a.username, a.password);
    const sockets = [await socketOf(a), await socketOf(other)];
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/request-password-reset',
      payload: { email: a.email },
    });
    await backgroundDone(t);
    const token = tokenFromMail(t.mails, a.email, 'reset-password');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/reset-password',
      payload: { token, new_password: 'oscilloscope-probe-x10' },
    });
    expect(res.statusCode).toBe(200);
    await vi.waitFor(() => expect(sockets.map((s) => s.code())).toEqual([1008, 1008]));
  });

  it('refresh-token reuse revokes the family and closes its sockets', async () => {
    const a = await createAccount(t);
    const socket = await socketOf(a);
    const refresh = (cookie: string) =>
      t.app.inject({ method: 'POST', url: '/api/v1/auth/refresh-token', headers: { cookie } });
    expect((await refresh(a.cookie)).statusCode).toBe(200);
    // Far enough past the rotation that this is theft, not a retry.
    t.clock.advance(5 * 60_000);
    expect((await refresh(a.cookie)).statusCode).toBe(401);
    await vi.waitFor(() => expect(socket.code()).toBe(1008));
  });

  it('deleting the account closes its sockets', async () => {
    const a = await createAccount(t);
    const socket = await socketOf(a);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/me/delete',
      headers: bearer(a),
      payload: { password: a.password },
    });
    expect(res.statusCode).toBe(200);
    await vi.waitFor(() => expect(socket.code()).toBe(1008));
  });
});
