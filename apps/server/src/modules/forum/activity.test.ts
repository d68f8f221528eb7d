import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MyPost } from '@electrobench/contracts/forum';
import type { Paged } from '@electrobench/contracts/pagination';
import {
  firstCategoryId,
  forumAdmin,
  forumApi,
  forumMember,
  replyTo,
  startThread,
  type Who,
} from '../../../test/forum-kit';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let api: ReturnType<typeof forumApi>;
let categoryId: number;

beforeAll(async () => {
  t = await createTestApp();
  api = forumApi(t);
  categoryId = await firstCategoryId(t);
});
afterAll(() => t.close());

const counts = async (who: Who) => {
  const me = (await api(who, 'GET', '/users/me')).json<{
    forum_thread_count: number;
    forum_post_count: number;
  }>();
  return [me.forum_thread_count, me.forum_post_count];
};

describe('member forum counters and activity', () => {
  it('stay exact when one member posts many replies at once', async () => {
    const owner = await forumMember(t);
    const busy = await forumMember(t);
    const thread = await startThread(t, owner, categoryId);
    const results = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        api(busy, 'POST', `/forum/threads/${thread.id}/posts`, { content: `Parallel reply ${i}` }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(24).fill(201));
    expect(await counts(busy)).toEqual([0, 24]);
    expect(await counts(owner)).toEqual([1, 1]);
    expect((await api(null, 'GET', `/forum/threads/${thread.id}`)).json().reply_count).toBe(24);

    const threads = await Promise.all(Array.from({ length: 6 }, () => startThread(t, busy, categoryId)));
    expect(threads).toHaveLength(6);
    expect(await counts(busy)).toEqual([6, 30]);
  });

  it('follow deletions: a deleted reply and a deleted thread come off every author', async () => {
    const admin = await forumAdmin(t);
    const a = await forumMember(t);
    const b = await forumMember(t);
    const thread = await startThread(t, a, categoryId);
    const mine = await replyTo(t, b, thread.id);
    await replyTo(t, b, thread.id);
    await replyTo(t, a, thread.id);
    expect(await counts(a)).toEqual([1, 2]);
    expect(await counts(b)).toEqual([0, 2]);
    await api(b, 'DELETE', `/forum/posts/${mine.id}`);
    expect(await counts(b)).toEqual([0, 1]);
    expect((await api(admin, 'DELETE', `/forum/threads/${thread.id}`)).statusCode).toBe(204);
    expect(await counts(a)).toEqual([0, 0]);
    expect(await counts(b)).toEqual([0, 0]);
  });

  it('lists the member’s own threads and live posts, newest first, paged', async () => {
    const me = await forumMember(t);
    const other = await forumMember(t);
    const first = await startThread(t, me, categoryId, { title: 'My first question' });
    t.clock.advance(1000);
    const second = await startThread(t, me, categoryId, { title: 'My second question' });
    t.clock.advance(1000);
    await startThread(t, other, categoryId, { title: 'Not mine' });
    const reply = await replyTo(t, me, first.id, 'Answering **myself** with a long note.');
    const deleted = await replyTo(t, me, first.id, 'Deleted soon');
    await api(me, 'DELETE', `/forum/posts/${deleted.id}`);

    const threads = (await api(me, 'GET', '/users/me/forum/threads?limit=1')).json();
    expect(threads).toMatchObject({ total_items: 2, total_pages: 2, current_page: 1, limit: 1 });
    expect(threads.items[0]).toMatchObject({ id: second.id, category: { id: categoryId } });
    const posts = (await api(me, 'GET', '/users/me/forum/posts')).json<Paged<MyPost>>();
    expect(posts.total_items).toBe(3);
    expect(posts.items[0]).toMatchObject({
      id: reply.id,
      thread_id: first.id,
      thread_title: 'My first question',
      is_first_post: false,
      excerpt: 'Answering **myself** with a long note.',
    });
    expect((await api(null, 'GET', '/users/me/forum/threads')).statusCode).toBe(401);
    expect((await api(null, 'GET', '/users/me/forum/posts')).statusCode).toBe(401);
    expect((await api(me, 'GET', '/users/me/forum/posts?skip=-1')).statusCode).toBe(422);
    expect((await api(me, 'GET', '/users/me/forum/threads?limit=101')).statusCode).toBe(422);
  });
});
