import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { bearer, createAccount, createTestApp, type Account, type TestApp } from '../../../test/test-app';
import { notify } from './notification-service';

let t: TestApp;
let a: Account;
let b: Account;
let aId = 0;
beforeAll(async () => {
  t = await createTestApp();
  a = await createAccount(t);
  b = await createAccount(t);
  aId = (await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: bearer(a) })).json().id;
});
afterAll(() => t.close());

const get = (who: Account, url: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: bearer(who) });
const reply = (n: number) =>
  notify(
    t.app.ctx,
    t.app.realtime,
    aId,
    'FORUM_REPLY',
    { thread_id: n, replier_username: 'bob', thread_title: `T${n}` },
    `/forum/t/${n}`,
  );

describe('notifications', () => {
  it('every route needs a login', async () => {
    for (const [method, url] of [
      ['GET', '/users/me/notifications/count'],
      ['GET', '/users/me/notifications'],
      ['POST', '/users/me/notifications/1/read'],
      ['DELETE', '/users/me/notifications/1'],
      ['POST', '/users/me/notifications/clear-all'],
    ] as const) {
      expect((await t.app.inject({ method, url: `/api/v1${url}` })).statusCode, url).toBe(401);
    }
  });

  it('lists newest first in pages of 15 with the paging fields, and counts unread', async () => {
    for (let i = 1; i <= 17; i++) await reply(i);
    expect((await get(a, '/users/me/notifications/count')).json()).toEqual({ unread_count: 17 });
    expect((await get(b, '/users/me/notifications/count')).json()).toEqual({ unread_count: 0 });
    const first = (await get(a, '/users/me/notifications')).json();
    expect(first).toMatchObject({ current_page: 1, total_pages: 2, total_items: 17 });
    expect(first.items).toHaveLength(15);
    expect(first.items[0]).toMatchObject({
      type: 'FORUM_REPLY',
      content: { thread_id: 17 },
      link: '/forum/t/17',
      read_status: false,
    });
    const second = (await get(a, '/users/me/notifications?skip=15&limit=15')).json();
    expect(second.current_page).toBe(2);
    expect(second.items.map((n: { content: { thread_id: number } }) => n.content.thread_id)).toEqual([2, 1]);
  });

  it('marks one read, filters by read_status, and hides another user’s notifications', async () => {
    const list = (await get(a, '/users/me/notifications?limit=1')).json();
    const id = list.items[0].id as number;
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/v1/users/me/notifications/${id}/read`,
          headers: bearer(b),
        })
      ).statusCode,
    ).toBe(404);
    const read = await t.app.inject({
      method: 'POST',
      url: `/api/v1/users/me/notifications/${id}/read`,
      headers: bearer(a),
    });
    expect(read.json()).toMatchObject({ id, read_status: true });
    expect((await get(a, '/users/me/notifications/count')).json().unread_count).toBe(16);
    const onlyRead = (await get(a, '/users/me/notifications?read_status=true')).json();
    expect(onlyRead.items.map((n: { id: number }) => n.id)).toEqual([id]);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/v1/users/me/notifications/${id}`,
          headers: bearer(b),
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/v1/users/me/notifications/${id}`,
          headers: bearer(a),
        })
      ).statusCode,
    ).toBe(200);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/users/me/notifications/${id}`,
      headers: bearer(a),
    });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ detail: 'Notification not found.' });
  });

  it('rejects bad paging and ids with 422', async () => {
    for (const url of [
      '/users/me/notifications?limit=0',
      '/users/me/notifications?skip=-1',
      '/users/me/notifications?read_status=maybe',
    ]) {
      expect((await get(a, url)).statusCode, url).toBe(422);
    }
    const bad = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/users/me/notifications/abc',
      headers: bearer(a),
    });
    expect(bad.statusCode).toBe(422);
  });

  it('clear-all empties only the caller’s list', async () => {
    await notify(
      t.app.ctx,
      t.app.realtime,
      (await get(b, '/users/me').then((r) => r.json())).id,
      'TICKET_SUBMITTED',
      { title: 'x' },
      null,
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/me/notifications/clear-all',
      headers: bearer(a),
    });
    expect(res.statusCode).toBe(200);
    expect((await get(a, '/users/me/notifications')).json()).toMatchObject({
      items: [],
      total_items: 0,
      total_pages: 0,
    });
    expect((await get(b, '/users/me/notifications/count')).json().unread_count).toBe(1);
  });

  it('pushes a new notification to the user’s open socket', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const ws = new WebSocket(`${address.replace('http', 'ws')}/ws/notifications`);
    await new Promise((resolve) => ws.once('open', resolve));
    const authed = new Promise((resolve) => ws.once('message', resolve));
    ws.send(JSON.stringify({ type: 'auth', token: a.token }));
    await authed;
    const pushed = new Promise<unknown>((resolve) =>
      ws.once('message', (d) => resolve(JSON.parse(String(d)))),
    );
    const created = await reply(99);
    expect(await pushed).toEqual({ type: 'new_notification', notification: created });
    ws.close();
  });
});
