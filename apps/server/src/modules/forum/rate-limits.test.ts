import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstCategoryId, forumApi, forumMember, startThread, type Who } from '../../../test/forum-kit';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let api: ReturnType<typeof forumApi>;
let alice: Who;
let bob: Who;
let categoryId: number;

beforeAll(async () => {
  t = await createTestApp({
    RATE_LIMIT_FORUM_THREADS_PER_HOUR: '2',
    RATE_LIMIT_FORUM_POSTS_PER_MINUTE: '3',
    RATE_LIMIT_FORUM_VOTES_PER_MINUTE: '2',
    RATE_LIMIT_FORUM_PREVIEWS_PER_MINUTE: '1',
  });
  api = forumApi(t);
  [alice, bob] = [await forumMember(t), await forumMember(t)];
  categoryId = await firstCategoryId(t);
});
afterAll(() => t.close());

function expectLimited(res: Awaited<ReturnType<typeof api>>) {
  expect(res.statusCode).toBe(429);
  expect(res.json().detail).toMatch(/^Too many attempts\. Try again in \d+ seconds\.$/);
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
}

describe('forum rate limits', () => {
  it('limit new threads, replies, votes and previews per member with 429 and Retry-After', async () => {
    const thread = await startThread(t, alice, categoryId);
    await startThread(t, alice, categoryId);
    expectLimited(
      await api(alice, 'POST', `/forum/categories/${categoryId}/threads`, {
        title: 'Third one',
        content: 'x',
      }),
    );
    // Counted per member: another member on the same address still posts.
    expect(
      (await api(bob, 'POST', `/forum/categories/${categoryId}/threads`, { title: 'Bob asks', content: 'x' }))
        .statusCode,
    ).toBe(201);

    const reply = () => api(bob, 'POST', `/forum/threads/${thread.id}/posts`, { content: 'reply' });
    for (let i = 0; i < 3; i++) expect((await reply()).statusCode).toBe(201);
    expectLimited(await reply());

    const vote = (v: number) => api(bob, 'POST', `/forum/posts/${thread.first_post_id}/vote`, { vote: v });
    expect((await vote(1)).statusCode).toBe(200);
    expect((await vote(0)).statusCode).toBe(200);
    expectLimited(await vote(1));

    expect((await api(alice, 'POST', '/forum/preview', { content: 'one' })).statusCode).toBe(200);
    expectLimited(await api(alice, 'POST', '/forum/preview', { content: 'two' }));
  });
});
