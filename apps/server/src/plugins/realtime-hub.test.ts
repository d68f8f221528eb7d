import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import { createAccount, createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let url = '';
beforeAll(async () => {
  t = await createTestApp();
  // A real socket (not injectWS) so that closing from the client reaches the server as it would.
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `${address.replace('http', 'ws')}/ws/notifications`;
});
afterAll(() => t.close());

const nextMessage = (ws: WebSocket) =>
  new Promise<unknown>((resolve) => ws.once('message', (data) => resolve(JSON.parse(String(data)))));
const connect = (): Promise<WebSocket> =>
  new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
  });
const closed = (ws: WebSocket) => new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));

describe('/ws/notifications', () => {
  it('accepts an auth message with an access token and then delivers only that user’s messages', async () => {
    const a = await createAccount(t);
    const b = await createAccount(t);
    const ws = await connect();
    const ok = nextMessage(ws);
    ws.send(JSON.stringify({ type: 'auth', token: a.token }));
    expect(await ok).toEqual({ type: 'auth_ok' });
    const me = (
      await t.app.inject({
        method: 'GET',
        url: '/api/v1/users/me',
        headers: { authorization: `Bearer ${a.token}` },
      })
    ).json();
    const other = (
      await t.app.inject({
        method: 'GET',
        url: '/api/v1/users/me',
        headers: { authorization: `Bearer ${b.token}` },
      })
    ).json();
    expect(t.app.realtime.publish(other.id, { type: 'notification', id: 1 })).toBe(0);
    const received = nextMessage(ws);
    expect(t.app.realtime.publish(me.id, { type: 'notification', id: 2 })).toBe(1);
    expect(await received).toEqual({ type: 'notification', id: 2 });
    const done = closed(ws);
    ws.close();
    await done;
    await vi.waitFor(() => expect(t.app.realtime.connections(me.id)).toBe(0), { timeout: 2000 });
  });

  it('closes with 1008 on a bad token or a message that is not an auth message', async () => {
    for (const message of [
      JSON.stringify({ type: 'auth', token: 'forged' }),
      'not json',
      JSON.stringify({ type: 'hello' }),
    ]) {
      const ws = await connect();
      const code = closed(ws);
      ws.send(message);
      expect(await code).toBe(1008);
    }
  });
});
