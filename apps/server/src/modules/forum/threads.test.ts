import { AUTH_DETAIL } from '@electrobench/contracts/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ThreadDetail, ThreadList } from '@electrobench/contracts/forum';
import type { forumApi } from '../../../test/forum-kit';
import { forumWorld, replyTo, startThread, type Who } from '../../../test/forum-kit';
import type { TestApp } from '../../../test/test-app';

let t: TestApp;
let api: ReturnType<typeof forumApi>;
let admin: Who;
let alice: Who;
let bob: Who;
let categoryId: number;

beforeAll(async () => {
  ({
    t,
    api,
    admin,
    categoryId,
    members: [alice, bob],
  } = await forumWorld(2));
});
afterAll(() => t.close());

describe('forum threads', () => {
  it('creates a thread with its first post; the author follows it and may delete it', async () => {
    const res = await api(alice, 'POST', `/forum/categories/${categoryId}/threads`, {
      title: 'Inverter trips OC at start — Ümlaut test',
      content: 'Drive shows **OC1** on every start.',
    });
    expect(res.statusCode).toBe(201);
    const thread = res.json<ThreadDetail>();
    expect(thread).toMatchObject({
      category_id: categoryId,
      title: 'Inverter trips OC at start — Ümlaut test',
      slug: 'inverter-trips-oc-at-start-umlaut-test',
      author: { id: alice.id, username: alice.username },
      reply_count: 0,
      post_count: 1,
      is_locked: false,
      is_sticky: false,
      accepted_post_id: null,
      viewer: {
        is_subscribed: true,
        can_reply: true,
        can_delete: true,
        can_moderate: false,
        can_accept: true,
      },
    });
    const guest = (await api(null, 'GET', `/forum/threads/${thread.id}`)).json<ThreadDetail>();
    expect(guest.viewer).toEqual({
      is_subscribed: false,
      can_reply: false,
      can_delete: false,
      can_moderate: false,
      can_accept: false,
    });
  });

  it('answers 401 to guests, 422 with details to bad input, 404 to unknown categories and threads', async () => {
    const url = `/forum/categories/${categoryId}/threads`;
    expect((await api(null, 'POST', url, { title: 'Valid title', content: 'x' })).statusCode).toBe(401);
    const short = await api(alice, 'POST', url, { title: 'Hi', content: '' });
    expect(short.statusCode).toBe(422);
    const msgs = JSON.stringify(short.json());
    expect(msgs).toContain('A title needs at least 5 characters.');
    expect(msgs).toContain('Write something before posting.');
    const long = await api(alice, 'POST', url, { title: 'x'.repeat(151), content: 'y'.repeat(20_001) });
    expect(JSON.stringify(long.json())).toContain('A title is at most 150 characters.');
    const other = await api(alice, 'POST', url, {
      category_id: categoryId + 1,
      title: 'Valid title',
      content: 'x',
    });
    expect(other.statusCode).toBe(422);
    expect(
      (await api(alice, 'POST', '/forum/categories/999999/threads', { title: 'Valid', content: 'x' }))
        .statusCode,
    ).toBe(404);
    expect((await api(null, 'GET', '/forum/categories/no-such-slug/threads')).statusCode).toBe(404);
    expect((await api(null, 'GET', '/forum/threads/999999')).statusCode).toBe(404);
    expect((await api(null, 'GET', '/forum/threads/abc')).statusCode).toBe(422);
    expect((await api(null, 'GET', `${url}?sort_by=random`)).statusCode).toBe(422);
  });

  it('lists sticky threads first, then by activity, newest or top; by id or slug', async () => {
    const cat = (
      await api(admin, 'POST', '/admin/forum/categories', { name: 'Sorting lab', description: '' })
    ).json<{ id: number; slug: string }>();
    const a = await startThread(t, alice, cat.id, { title: 'Thread A oldest' });
    const b = await startThread(t, alice, cat.id, { title: 'Thread B middle' });
    const c = await startThread(t, bob, cat.id, { title: 'Thread C pinned' });
    const d = await startThread(t, bob, cat.id, { title: 'Thread D newest' });
    t.clock.advance(60_000);
    await replyTo(t, bob, a.id);
    await api(bob, 'POST', `/forum/posts/${b.first_post_id}/vote`, { vote: 1 });
    expect((await api(admin, 'PUT', `/forum/threads/${c.id}/sticky`)).json()).toMatchObject({
      is_sticky: true,
    });

    const ids = async (q: string) =>
      (await api(null, 'GET', `/forum/categories/${cat.slug}/threads${q}`))
        .json<ThreadList>()
        .items.map((i) => i.id);
    expect(await ids('')).toEqual([c.id, a.id, d.id, b.id]);
    expect(await ids('?sort_by=newest')).toEqual([c.id, d.id, b.id, a.id]);
    expect(await ids('?sort_by=top')).toEqual([c.id, b.id, d.id, a.id]);
    const page = (
      await api(null, 'GET', `/forum/categories/${cat.id}/threads?skip=1&limit=1`)
    ).json<ThreadList>();
    expect(page).toMatchObject({
      total_items: 4,
      total_pages: 4,
      current_page: 2,
      limit: 1,
      category: { id: cat.id },
    });
    expect(page.items[0]).toMatchObject({ id: a.id, reply_count: 1, last_poster: { id: bob.id } });
  });

  it('lets only admins lock and pin (toggle or set); a locked thread refuses replies from members', async () => {
    const thread = await startThread(t, alice, categoryId);
    const lock = `/forum/threads/${thread.id}/lock`;
    const denied = await api(alice, 'PUT', lock, { is_locked: true });
    expect(denied.statusCode).toBe(403);
    // Lock and sticky are declared admin routes, so the auth guard refuses members.
    expect(denied.json().detail).toBe(AUTH_DETAIL.forbidden);
    expect((await api(null, 'PUT', lock)).statusCode).toBe(401);
    expect((await api(admin, 'PUT', '/forum/threads/999999/lock')).statusCode).toBe(404);
    expect((await api(admin, 'PUT', lock, { is_locked: 'yes' })).statusCode).toBe(422);
    expect((await api(admin, 'PUT', lock, { is_locked: true })).json()).toMatchObject({ is_locked: true });

    const refused = await api(bob, 'POST', `/forum/threads/${thread.id}/posts`, { content: 'Me too!' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe('This thread is locked: it takes no new posts, edits or polls.');
    expect((await api(bob, 'GET', `/forum/threads/${thread.id}`)).json().viewer.can_reply).toBe(false);
    expect(
      (await api(admin, 'POST', `/forum/threads/${thread.id}/posts`, { content: 'Locked: duplicate.' }))
        .statusCode,
    ).toBe(201);

    expect((await api(admin, 'PUT', lock)).json()).toMatchObject({ is_locked: false });
    expect(
      (await api(admin, 'PUT', `/forum/threads/${thread.id}/sticky`, { is_sticky: false })).json().is_sticky,
    ).toBe(false);
    await replyTo(t, bob, thread.id);
  });

  it('lets the author delete a thread only while nobody else replied; admins always', async () => {
    const solo = await startThread(t, alice, categoryId);
    await replyTo(t, alice, solo.id, 'Bump: anyone?');
    expect((await api(bob, 'DELETE', `/forum/threads/${solo.id}`)).statusCode).toBe(403);
    expect((await api(null, 'DELETE', `/forum/threads/${solo.id}`)).statusCode).toBe(401);
    expect((await api(alice, 'DELETE', `/forum/threads/${solo.id}`)).statusCode).toBe(204);
    expect((await api(null, 'GET', `/forum/threads/${solo.id}`)).statusCode).toBe(404);
    expect((await api(alice, 'DELETE', `/forum/threads/${solo.id}`)).statusCode).toBe(404);

    const answered = await startThread(t, alice, categoryId);
    await replyTo(t, bob, answered.id);
    const refused = await api(alice, 'DELETE', `/forum/threads/${answered.id}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toContain('Others have replied');
    expect((await api(admin, 'DELETE', `/forum/threads/${answered.id}`)).statusCode).toBe(204);
  });

  it('subscribes and unsubscribes explicitly', async () => {
    const thread = await startThread(t, alice, categoryId);
    const url = `/forum/threads/${thread.id}/subscribe`;
    expect((await api(bob, 'POST', url)).json()).toEqual({ thread_id: thread.id, is_subscribed: true });
    expect((await api(bob, 'GET', `/forum/threads/${thread.id}`)).json().viewer.is_subscribed).toBe(true);
    expect((await api(bob, 'DELETE', url)).json()).toEqual({ thread_id: thread.id, is_subscribed: false });
    expect((await api(null, 'POST', url)).statusCode).toBe(401);
    expect((await api(bob, 'POST', '/forum/threads/999999/subscribe')).statusCode).toBe(404);
  });
});
