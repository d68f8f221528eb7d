import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ForumPost, PostList } from '@electrobench/contracts/forum';
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

describe('forum posts', () => {
  it('pages a thread’s posts oldest first and finds the page that holds a post', async () => {
    const thread = await startThread(t, alice, categoryId);
    const replies: ForumPost[] = [];
    for (let i = 1; i <= 6; i++)
      replies.push(await replyTo(t, i % 2 ? bob : alice, thread.id, `Reply number ${i}`));
    const page = (await api(null, 'GET', `/forum/threads/${thread.id}/posts?limit=3`)).json<PostList>();
    expect(page).toMatchObject({ total_items: 7, total_pages: 3, current_page: 1, limit: 3 });
    expect(page.items.map((p) => p.is_first_post)).toEqual([true, false, false]);
    expect(page.items[1]).toMatchObject({
      content: 'Reply number 1',
      content_html: '<p>Reply number 1</p>\n',
    });
    const last = (
      await api(null, 'GET', `/forum/threads/${thread.id}/posts?skip=6&limit=3`)
    ).json<PostList>();
    expect(last.items.map((p) => p.content)).toEqual(['Reply number 6']);
    const beyond = (await api(null, 'GET', `/forum/threads/${thread.id}/posts?skip=30`)).json<PostList>();
    expect(beyond).toMatchObject({ items: [], total_items: 7 });

    const holding = (
      await api(null, 'GET', `/forum/threads/${thread.id}/posts?limit=3&post_id=${replies[4]?.id}`)
    ).json<PostList>();
    expect(holding.current_page).toBe(2);
    expect(holding.items.map((p) => p.id)).toContain(replies[4]?.id);
    const elsewhere = await startThread(t, bob, categoryId);
    const wrong = await api(null, 'GET', `/forum/threads/${elsewhere.id}/posts?post_id=${replies[0]?.id}`);
    expect(wrong.statusCode).toBe(404);
    expect((await api(null, 'GET', '/forum/threads/999999/posts')).statusCode).toBe(404);
    expect((await api(null, 'GET', `/forum/threads/${thread.id}/posts?limit=0`)).statusCode).toBe(422);
  });

  it('replies with a quote target from the same thread only; 401, 404 and 422 otherwise', async () => {
    const thread = await startThread(t, alice, categoryId);
    const other = await startThread(t, bob, categoryId);
    const url = `/forum/threads/${thread.id}/posts`;
    const quoted = await replyTo(t, bob, thread.id, '> quote\n\nanswer', thread.first_post_id);
    expect(quoted).toMatchObject({ reply_to_post_id: thread.first_post_id, author: { id: bob.id } });
    const bad = await api(bob, 'POST', url, { content: 'x', reply_to_post_id: other.first_post_id });
    expect(bad.statusCode).toBe(422);
    expect(JSON.stringify(bad.json())).toContain('not a post of this thread');
    expect((await api(null, 'POST', url, { content: 'x' })).statusCode).toBe(401);
    expect((await api(bob, 'POST', '/forum/threads/999999/posts', { content: 'x' })).statusCode).toBe(404);
    const long = await api(bob, 'POST', url, { content: 'x'.repeat(20_001) });
    expect(long.statusCode).toBe(422);
    expect(JSON.stringify(long.json())).toContain('A post is at most 20,000 characters.');
  });

  it('edits set edited_at; only the author or an admin edits; the first post may retitle', async () => {
    const thread = await startThread(t, alice, categoryId);
    const reply = await replyTo(t, bob, thread.id);
    expect(reply.edited_at).toBeNull();
    t.clock.advance(5000);
    const edited = await api(bob, 'PUT', `/forum/posts/${reply.id}`, { content: 'Corrected: **R12**' });
    expect(edited.json()).toMatchObject({
      content: 'Corrected: **R12**',
      content_html: '<p>Corrected: <strong>R12</strong></p>\n',
    });
    expect(edited.json().edited_at).not.toBeNull();
    const theirs = await api(alice, 'PUT', `/forum/posts/${reply.id}`, { content: 'Hijack' });
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json().detail).toBe('Only its author or an administrator may do that.');
    expect((await api(admin, 'PUT', `/forum/posts/${reply.id}`, { content: 'Moderated.' })).statusCode).toBe(
      200,
    );
    expect((await api(null, 'PUT', `/forum/posts/${reply.id}`, { content: 'x' })).statusCode).toBe(401);
    expect((await api(bob, 'PUT', '/forum/posts/999999', { content: 'x' })).statusCode).toBe(404);
    expect(
      (await api(bob, 'PUT', `/forum/posts/${reply.id}`, { content: 'x', title: 'New title' })).statusCode,
    ).toBe(422);

    const retitled = await api(alice, 'PUT', `/forum/posts/${thread.first_post_id}`, {
      content: 'Same question',
      title: 'Flyback supply: solved?',
    });
    expect(retitled.statusCode).toBe(200);
    expect((await api(null, 'GET', `/forum/threads/${thread.id}`)).json()).toMatchObject({
      title: 'Flyback supply: solved?',
      slug: 'flyback-supply-solved',
    });
  });

  it('deleting a reply leaves a placeholder; the first post goes only with its thread', async () => {
    const thread = await startThread(t, alice, categoryId);
    const reply = await replyTo(t, bob, thread.id, 'Oops, wrong thread.');
    expect((await api(alice, 'DELETE', `/forum/posts/${reply.id}`)).statusCode).toBe(403);
    const gone = await api(bob, 'DELETE', `/forum/posts/${reply.id}`);
    expect(gone.json()).toMatchObject({ is_deleted: true, content: '', content_html: '', can_edit: false });
    const posts = (await api(null, 'GET', `/forum/threads/${thread.id}/posts`)).json<PostList>();
    expect(posts.items.map((p) => p.is_deleted)).toEqual([false, true]);
    expect((await api(null, 'GET', `/forum/threads/${thread.id}`)).json().reply_count).toBe(0);
    expect((await api(bob, 'DELETE', `/forum/posts/${reply.id}`)).statusCode).toBe(403);
    expect((await api(bob, 'PUT', `/forum/posts/${reply.id}`, { content: 'back' })).statusCode).toBe(403);
    const first = await api(admin, 'DELETE', `/forum/posts/${thread.first_post_id}`);
    expect(first.statusCode).toBe(403);
    expect(first.json().detail).toContain('delete the thread instead');
    expect((await api(null, 'DELETE', `/forum/posts/${reply.id}`)).statusCode).toBe(401);
    expect((await api(bob, 'DELETE', '/forum/posts/999999')).statusCode).toBe(404);
  });

  it('votes once per member: repeat changes nothing, 0 withdraws, own posts refused', async () => {
    const thread = await startThread(t, alice, categoryId);
    const url = `/forum/posts/${thread.first_post_id}/vote`;
    expect((await api(bob, 'POST', url, { vote: 1 })).json()).toEqual({
      post_id: thread.first_post_id,
      score: 1,
      my_vote: 1,
    });
    expect((await api(bob, 'POST', url, { vote: 1 })).json().score).toBe(1);
    expect((await api(admin, 'POST', url, { vote: -1 })).json().score).toBe(0);
    expect((await api(bob, 'POST', url, { vote: -1 })).json()).toMatchObject({ score: -2, my_vote: -1 });
    expect((await api(bob, 'POST', url, { vote: 0 })).json()).toMatchObject({ score: -1, my_vote: 0 });
    const own = await api(alice, 'POST', url, { vote: 1 });
    expect(own.statusCode).toBe(403);
    expect(own.json().detail).toBe('You cannot vote on your own post.');
    expect((await api(bob, 'POST', url, { vote: 2 })).statusCode).toBe(422);
    expect((await api(null, 'POST', url, { vote: 1 })).statusCode).toBe(401);
    expect((await api(bob, 'POST', '/forum/posts/999999/vote', { vote: 1 })).statusCode).toBe(404);
    const posts = (await api(admin, 'GET', `/forum/threads/${thread.id}/posts`)).json<PostList>();
    expect(posts.items[0]).toMatchObject({ score: -1, my_vote: -1 });
    expect((await api(null, 'GET', `/forum/threads/${thread.id}`)).json().score).toBe(-1);
  });

  it('accepts one answer per thread, by the thread author or an admin, never the question', async () => {
    const thread = await startThread(t, alice, categoryId);
    const first = await replyTo(t, bob, thread.id);
    const second = await replyTo(t, admin, thread.id);
    const accept = (who: Who, id: number) => api(who, 'POST', `/forum/posts/${id}/accept`);
    expect((await accept(bob, first.id)).statusCode).toBe(403);
    expect((await accept(alice, thread.first_post_id)).json().detail).toBe(
      'The question itself cannot be its accepted answer.',
    );
    expect((await accept(alice, first.id)).json()).toEqual({
      thread_id: thread.id,
      accepted_post_id: first.id,
    });
    expect((await accept(admin, second.id)).json().accepted_post_id).toBe(second.id);
    const posts = (await api(null, 'GET', `/forum/threads/${thread.id}/posts`)).json<PostList>();
    expect(posts.items.filter((p) => p.is_accepted).map((p) => p.id)).toEqual([second.id]);

    expect((await api(alice, 'DELETE', `/forum/posts/${first.id}/accept`)).statusCode).toBe(409);
    expect((await api(bob, 'DELETE', `/forum/posts/${second.id}/accept`)).statusCode).toBe(403);
    expect(
      (await api(alice, 'DELETE', `/forum/posts/${second.id}/accept`)).json().accepted_post_id,
    ).toBeNull();
    expect((await api(null, 'POST', `/forum/posts/${first.id}/accept`)).statusCode).toBe(401);
    expect((await accept(alice, 999999)).statusCode).toBe(404);
  });

  it('renders a preview like a saved post, for members only', async () => {
    const res = await api(bob, 'POST', '/forum/preview', { content: '| a | b |\n|---|---|\n| 1 | 2 |' });
    expect(res.json().content_html).toContain('<table>');
    expect((await api(null, 'POST', '/forum/preview', { content: 'x' })).statusCode).toBe(401);
    expect((await api(bob, 'POST', '/forum/preview', { content: '' })).statusCode).toBe(422);
  });
});
