import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DM_DELETED_PLACEHOLDER } from '@electrobench/contracts/dm';
import { notifications } from '../../db/schema/notifications';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { caller, createMember, openInbox, type Member } from '../../../test/member-tools';

let t: TestApp;
let call: ReturnType<typeof caller>;
let ann: Member;
let bob: Member;
let cid: number;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_DM_PER_MINUTE: '1000' });
  call = caller(t);
  [ann, bob] = [await createMember(t), await createMember(t)];
});
afterAll(() => t.close());

// The clock is fake: each message a second after the last, so "newest activity" is well defined.
const send = (from: Member, to: number, content: string) => {
  t.clock.advance(1000);
  return call('POST', '/dm/messages', from, { recipient_id: to, content });
};

describe('direct messages', () => {
  it('needs a login on every route', async () => {
    for (const [method, url] of [
      ['POST', '/dm/messages'],
      ['PUT', '/dm/messages/1'],
      ['DELETE', '/dm/messages/1'],
      ['GET', '/dm/conversations'],
      ['GET', '/dm/conversations/1'],
      ['GET', '/dm/conversations/1/messages'],
      ['POST', '/dm/conversations/1/mark-read'],
      ['POST', '/dm/conversations/1/hide'],
    ] as const) {
      const res = await call(method, url);
      expect(res.statusCode, url).toBe(401);
      expect(res.json().detail, url).toBeTypeOf('string');
    }
  });

  it('sends a message, notifies the recipient and lists the conversation for both', async () => {
    const res = await send(ann, bob.id, '  Hello Bob, the scope probe is back on the bench.  ');
    expect(res.statusCode).toBe(201);
    const message = res.json();
    cid = message.conversation_id;
    expect(message).toMatchObject({
      sender_id: ann.id,
      content: 'Hello Bob, the scope probe is back on the bench.',
      edited_at: null,
      is_deleted: false,
    });
    const notes = await t.app.ctx.db.select().from(notifications).where(eq(notifications.userId, bob.id));
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      type: 'DM_NEW_MESSAGE',
      content: {
        conversation_id: cid,
        sender_username: ann.username,
        message_snippet: 'Hello Bob, the scope probe is back on the bench.',
      },
      link: `/messages/${cid}`,
    });
    const forBob = (await call('GET', '/dm/conversations', bob)).json();
    expect(forBob).toMatchObject({ total_items: 1, total_pages: 1, current_page: 1, limit: 25 });
    expect(forBob.items[0]).toMatchObject({
      id: cid,
      other_user: { id: ann.id, username: ann.username, profile_image_url: null, availability: 'available' },
      last_message_snippet: 'Hello Bob, the scope probe is back on the bench.',
      last_message_sender_id: ann.id,
      unread_count: 1,
    });
    const forAnn = (await call('GET', `/dm/conversations/${cid}`, ann)).json();
    expect(forAnn).toMatchObject({ other_user: { id: bob.id }, unread_count: 0 });
  });

  it('refuses empty, over-long and self-addressed messages with a 422 detail', async () => {
    const cases: [object, string][] = [
      [{ recipient_id: bob.id, content: '   ' }, 'Write a message.'],
      [{ recipient_id: bob.id, content: 'x'.repeat(2001) }, 'A message is at most 2000 characters.'],
      [{ recipient_id: 'bob', content: 'hi' }, 'recipient_id must be a member id.'],
      [{ recipient_id: ann.id, content: 'hi' }, 'You cannot send a message to yourself.'],
    ];
    for (const [payload, msg] of cases) {
      const res = await call('POST', '/dm/messages', ann, payload);
      expect(res.statusCode, msg).toBe(422);
      expect(res.json().detail[0].msg).toBe(msg);
    }
    const unknown = await send(ann, 999_999, 'hi');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: 'No member with this id.' });
  });

  it('keeps a conversation from anyone but its two members', async () => {
    const eve = await createMember(t);
    for (const [method, url] of [
      ['GET', `/dm/conversations/${cid}`],
      ['GET', `/dm/conversations/${cid}/messages`],
      ['POST', `/dm/conversations/${cid}/mark-read`],
      ['POST', `/dm/conversations/${cid}/hide`],
    ] as const) {
      const res = await call(method, url, eve);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ detail: 'Conversation not found.' });
    }
    const first = (await call('GET', `/dm/conversations/${cid}/messages`, ann)).json().items[0];
    expect((await call('PUT', `/dm/messages/${first.id}`, eve, { content: 'x' })).statusCode).toBe(404);
    expect((await call('DELETE', `/dm/messages/${first.id}`, eve)).statusCode).toBe(404);
    expect((await call('GET', '/dm/conversations', eve)).json().items).toEqual([]);
  });

  it('lets only the sender edit or delete; a deleted message keeps its place as a placeholder', async () => {
    const id = (await send(bob, ann.id, 'Typo here')).json().id;
    expect((await call('PUT', `/dm/messages/${id}`, ann, { content: 'no' })).json()).toEqual({
      detail: 'Only the sender can change a message.',
    });
    expect((await call('DELETE', `/dm/messages/${id}`, ann)).statusCode).toBe(403);
    expect((await call('PUT', `/dm/messages/${id}`, bob, { content: '' })).statusCode).toBe(422);
    t.clock.advance(60_000);
    const edited = (await call('PUT', `/dm/messages/${id}`, bob, { content: 'Fixed' })).json();
    expect(edited).toMatchObject({ content: 'Fixed', is_deleted: false });
    expect(edited.edited_at).not.toBeNull();
    const deleted = await call('DELETE', `/dm/messages/${id}`, bob);
    expect(deleted.json()).toMatchObject({ content: DM_DELETED_PLACEHOLDER, is_deleted: true });
    expect((await call('PUT', `/dm/messages/${id}`, bob, { content: 'back' })).statusCode).toBe(409);
    const conv = (await call('GET', `/dm/conversations/${cid}`, ann)).json();
    expect(conv.last_message_snippet).toBe(DM_DELETED_PLACEHOLDER);
    const thread = (await call('GET', `/dm/conversations/${cid}/messages`, ann)).json();
    expect(thread.items.at(-1)).toMatchObject({ id, content: DM_DELETED_PLACEHOLDER, is_deleted: true });
    expect((await call('PUT', '/dm/messages/0', bob, { content: 'x' })).statusCode).toBe(422);
  });

  it('pages a thread from the newest 50 back, oldest to newest within a page', async () => {
    const carl = await createMember(t);
    for (let i = 1; i <= 55; i++) await send(carl, ann.id, `m${i}`);
    const conv = (await call('GET', '/dm/conversations', ann)).json().items[0];
    expect(conv).toMatchObject({
      other_user: { id: carl.id },
      last_message_snippet: 'm55',
      unread_count: 55,
    });
    const page1 = (await call('GET', `/dm/conversations/${conv.id}/messages`, carl)).json();
    expect(page1).toMatchObject({ total_items: 55, total_pages: 2, current_page: 1, limit: 50 });
    expect(page1.items.map((m: { content: string }) => m.content).slice(0, 2)).toEqual(['m6', 'm7']);
    expect(page1.items.at(-1).content).toBe('m55');
    const page2 = (await call('GET', `/dm/conversations/${conv.id}/messages?skip=50`, carl)).json();
    expect(page2.items.map((m: { content: string }) => m.content)).toEqual(['m1', 'm2', 'm3', 'm4', 'm5']);
    expect((await call('GET', `/dm/conversations/${conv.id}/messages?limit=101`, carl)).statusCode).toBe(422);

    expect(
      (await call('POST', `/dm/conversations/${conv.id}/mark-read`, ann)).json().notifications_read,
    ).toBe(55);
    expect((await call('GET', `/dm/conversations/${conv.id}`, ann)).json().unread_count).toBe(0);
    // Replying counts as having read what came before.
    await send(ann, carl.id, 'got them all');
    await send(carl, ann.id, 'great');
    expect((await call('GET', `/dm/conversations/${conv.id}`, ann)).json().unread_count).toBe(1);
    expect((await call('GET', `/dm/conversations/${conv.id}`, carl)).json().unread_count).toBe(0);
  });

  it('lists newest activity first and hides a conversation until a new message arrives', async () => {
    const list = () => call('GET', '/dm/conversations', ann).then((r) => r.json());
    const before = await list();
    expect(before.items.map((c: { id: number }) => c.id).at(-1)).toBe(cid);
    await send(bob, ann.id, 'Any news?');
    expect((await list()).items[0].id).toBe(cid);
    expect((await call('POST', `/dm/conversations/${cid}/hide`, ann)).statusCode).toBe(200);
    const hidden = await list();
    expect(hidden.items.map((c: { id: number }) => c.id)).not.toContain(cid);
    expect(hidden.total_items).toBe(before.total_items - 1);
    // Still there for Bob, and still readable by Ann.
    expect((await call('GET', '/dm/conversations', bob)).json().items[0].id).toBe(cid);
    expect((await call('GET', `/dm/conversations/${cid}/messages`, ann)).statusCode).toBe(200);
    await send(bob, ann.id, 'Hello again');
    expect((await list()).items[0]).toMatchObject({ id: cid, last_message_snippet: 'Hello again' });
    const paged = (await call('GET', '/dm/conversations?skip=1&limit=1', ann)).json();
    expect(paged).toMatchObject({ current_page: 2, limit: 1, total_items: 2, total_pages: 2 });
  });

  it('pushes new and changed messages live to both members and DM_NEW_MESSAGE with sender_id', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const [annTab, bobTab] = [await openInbox(address, ann), await openInbox(address, bob)];
    const long = `${'a'.repeat(120)} end`;
    const sent = (await send(ann, bob.id, long)).json();
    const live = (m: Record<string, unknown>) => m.type === 'dm_message';
    expect(await bobTab.next(live)).toEqual({ type: 'dm_message', conversation_id: cid, message: sent });
    expect(await annTab.next(live)).toEqual({ type: 'dm_message', conversation_id: cid, message: sent });
    const bell = await bobTab.next((m) => m.type === 'new_notification');
    expect((bell.notification as { content: object }).content).toEqual({
      conversation_id: cid,
      sender_username: ann.username,
      message_snippet: `${'a'.repeat(100)}...`,
      sender_id: ann.id,
    });
    expect(annTab.messages.some((m) => m.type === 'new_notification')).toBe(false);
    await call('PUT', `/dm/messages/${sent.id}`, ann, { content: 'short' });
    const updated = await bobTab.next((m) => m.type === 'dm_message_updated');
    expect(updated).toMatchObject({ conversation_id: cid, message: { id: sent.id, content: 'short' } });
    const read = (await call('POST', `/dm/conversations/${cid}/mark-read`, bob)).json();
    // The first message and the long one: both DM notifications of this thread are answered.
    expect(read).toEqual({ detail: 'Conversation marked read.', notifications_read: 2 });
    expect(await bobTab.next((m) => m.type === 'dm_conversation_read')).toEqual({
      type: 'dm_conversation_read',
      conversation_id: cid,
      notifications_read: 2,
    });
    const unread = await t.app.ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, bob.id), eq(notifications.readStatus, false)));
    expect(unread).toEqual([]);
    annTab.close();
    bobTab.close();
  });
});
