import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deletedAccountName } from '@electrobench/contracts/users';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { caller, createMember, openInbox, type Member } from '../../../test/member-tools';

let t: TestApp;
let call: ReturnType<typeof caller>;
let ann: Member;
let bob: Member;
beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  [ann, bob] = [await createMember(t), await createMember(t)];
});
afterAll(() => t.close());

describe('availability', () => {
  it('needs a login', async () => {
    expect((await call('GET', '/users/me/availability')).statusCode).toBe(401);
    expect((await call('PUT', '/users/me/availability', undefined, { status: 'busy' })).statusCode).toBe(401);
  });

  it('starts available and refuses unknown values with a 422 detail', async () => {
    expect((await call('GET', '/users/me/availability', ann)).json()).toEqual({ status: 'available' });
    const bad = await call('PUT', '/users/me/availability', ann, { status: 'asleep' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().detail[0]).toMatchObject({
      loc: ['body', 'status'],
      msg: 'Status must be one of: available, busy, away.',
    });
  });

  it('stores the status, tells every tab of the member and nobody else', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const [tab1, tab2, other] = [
      await openInbox(address, ann),
      await openInbox(address, ann),
      await openInbox(address, bob),
    ];
    const res = await call('PUT', '/users/me/availability', ann, { status: 'busy' });
    expect(res.json()).toEqual({ status: 'busy' });
    for (const tab of [tab1, tab2]) {
      expect(await tab.next((m) => m.type === 'availability_status_changed')).toEqual({
        type: 'availability_status_changed',
        status: 'busy',
      });
    }
    await new Promise((r) => setTimeout(r, 50));
    expect(other.messages.filter((m) => m.type === 'availability_status_changed')).toEqual([]);
    [tab1, tab2, other].forEach((s) => s.close());
    expect((await call('GET', '/users/me/availability', ann)).json()).toEqual({ status: 'busy' });
  });

  it('shows the status on the public profile and to the other member of a conversation', async () => {
    const profile = await call('GET', `/users/profile/${ann.username}`);
    expect(profile.json().availability).toBe('busy');
    await call('POST', '/dm/messages', bob, { recipient_id: ann.id, content: 'Free to talk?' });
    await call('PUT', '/users/me/availability', ann, { status: 'away' });
    const conv = (await call('GET', '/dm/conversations', bob)).json().items[0];
    expect(conv.other_user).toMatchObject({ id: ann.id, availability: 'away' });
  });

  it('shows a deleted account as away', async () => {
    const gone = await createMember(t);
    await call('POST', '/dm/messages', gone, { recipient_id: bob.id, content: 'bye' });
    await call('POST', '/users/me/delete', gone, { password: gone.password });
    const conv = (await call('GET', '/dm/conversations', bob)).json().items[0];
    expect(conv.other_user).toMatchObject({ username: deletedAccountName(gone.id), availability: 'away' });
  });

  it('is documented in OpenAPI with the other member-tool routes beyond the spec', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
    const paths = doc.paths as Record<string, Record<string, { description?: string }>>;
    for (const [path, method] of [
      ['/api/v1/users/me/availability', 'put'],
      ['/api/v1/status', 'get'],
      ['/api/v1/dm/blocks', 'get'],
      ['/api/v1/dm/blocks/{userId}', 'post'],
      ['/api/v1/dm/blocks/{userId}', 'delete'],
      ['/api/v1/dm/conversations/{id}', 'get'],
      ['/api/v1/dm/conversations/{id}/messages', 'get'],
      ['/api/v1/sticky-notes/notes/{id}', 'put'],
      ['/api/v1/admin/tickets/{id}', 'put'],
      ['/api/v1/users/me/notifications/{id}/read', 'post'],
    ] as const) {
      expect(paths[path]?.[method]?.description, `${method} ${path}`).toBeTruthy();
    }
  });
});
