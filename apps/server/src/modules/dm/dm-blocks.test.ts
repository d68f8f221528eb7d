import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deletedAccountName } from '@electrobench/contracts/users';
import { dmMessages } from '../../db/schema/dm';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { caller, createMember, type Member } from '../../../test/member-tools';

let t: TestApp;
let call: ReturnType<typeof caller>;
let ann: Member;
let bob: Member;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_DM_PER_MINUTE: '5' });
  call = caller(t);
  [ann, bob] = [await createMember(t), await createMember(t)];
});
afterAll(() => t.close());

const send = (from: Member, to: number, content = 'hello') =>
  call('POST', '/dm/messages', from, { recipient_id: to, content });

describe('blocking and limits on direct messages', () => {
  it('needs a login', async () => {
    for (const [method, url] of [
      ['GET', '/dm/blocks'],
      ['POST', '/dm/blocks/1'],
      ['DELETE', '/dm/blocks/1'],
    ] as const) {
      expect((await call(method, url)).statusCode, url).toBe(401);
    }
  });

  it('stops a blocked member with a neutral detail, both ways, until unblocked', async () => {
    expect((await call('POST', `/dm/blocks/${bob.id}`, ann)).json()).toEqual({ detail: 'Member blocked.' });
    // Blocking twice is harmless.
    expect((await call('POST', `/dm/blocks/${bob.id}`, ann)).statusCode).toBe(200);
    const refused = await send(bob, ann.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: 'You cannot send messages to this member.' });
    expect((await send(ann, bob.id)).json()).toEqual({
      detail: 'You have blocked this member. Unblock them to send a message.',
    });
    const list = (await call('GET', '/dm/blocks', ann)).json();
    expect(list).toMatchObject({ total_items: 1, current_page: 1, limit: 25 });
    expect(list.items[0]).toMatchObject({ id: bob.id, username: bob.username });
    // Bob's own block list is his business only.
    expect((await call('GET', '/dm/blocks', bob)).json().items).toEqual([]);
    expect((await call('DELETE', `/dm/blocks/${ann.id}`, bob)).statusCode).toBe(404);
    expect((await call('DELETE', `/dm/blocks/${bob.id}`, ann)).json()).toEqual({
      detail: 'Member unblocked.',
    });
    expect((await send(bob, ann.id)).statusCode).toBe(201);
  });

  it('refuses to block oneself, unknown members or bad ids', async () => {
    const self = await call('POST', `/dm/blocks/${ann.id}`, ann);
    expect(self.statusCode).toBe(422);
    expect(self.json().detail[0].msg).toBe('You cannot block yourself.');
    expect((await call('POST', '/dm/blocks/999999', ann)).json()).toEqual({
      detail: 'No member with this id.',
    });
    expect((await call('POST', '/dm/blocks/abc', ann)).statusCode).toBe(422);
    expect((await call('GET', '/dm/blocks?limit=0', ann)).statusCode).toBe(422);
  });

  it('refuses messages to a deleted account, whose conversation stays readable', async () => {
    const gone = await createMember(t);
    const sent = (await send(gone, ann.id, 'before')).json();
    const del = await call('POST', '/users/me/delete', gone, { password: gone.password });
    expect(del.statusCode).toBe(200);
    const res = await send(ann, gone.id);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'No member with this id.' });
    const conv = (await call('GET', `/dm/conversations/${sent.conversation_id}`, ann)).json();
    expect(conv.other_user.username).toBe(deletedAccountName(gone.id));
    // What the deleted member wrote is erased, not just hidden.
    expect(conv.last_message_snippet).toBe('This message was deleted.');
    const thread = (await call('GET', `/dm/conversations/${sent.conversation_id}/messages`, ann)).json();
    expect(thread.items[0]).toMatchObject({ id: sent.id, is_deleted: true });
    const [stored] = await t.app.ctx.db.select().from(dmMessages).where(eq(dmMessages.id, sent.id));
    expect(stored?.content).toBe('');
  });

  it('limits how fast one member sends, with a 429 and Retry-After', async () => {
    const carl = await createMember(t);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await send(carl, bob.id, `n${i}`)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    const limited = await send(carl, bob.id);
    expect(limited.json().detail).toMatch(/^Too many attempts\. Try again in \d+ seconds\.$/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Counted per member: another member on the same address still sends.
    expect((await send(bob, carl.id)).statusCode).toBe(201);
  });
});
