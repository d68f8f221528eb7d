import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Poll } from '@electrobench/contracts/forum';
import type { forumApi } from '../../../test/forum-kit';
import { forumWorld, replyTo, startThread, type Who } from '../../../test/forum-kit';
import type { TestApp } from '../../../test/test-app';

let t: TestApp;
let api: ReturnType<typeof forumApi>;
let alice: Who;
let bob: Who;
let carol: Who;
let categoryId: number;

beforeAll(async () => {
  ({
    t,
    api,
    categoryId,
    members: [alice, bob, carol],
  } = await forumWorld(3));
});
afterAll(() => t.close());

const poll = { question: 'Which scope do you use?', options: ['Rigol', 'Siglent', 'Tektronix'] };

describe('forum polls', () => {
  it('hides counts until the viewer votes; one vote each, changeable', async () => {
    const thread = await startThread(t, alice, categoryId, { poll });
    expect(thread.has_poll).toBe(true);
    const url = `/forum/posts/${thread.first_post_id}/poll`;
    const fresh = (await api(bob, 'GET', url)).json<Poll>();
    expect(fresh).toMatchObject({
      question: poll.question,
      results_visible: false,
      total_votes: null,
      my_vote: null,
    });
    expect(fresh.options.map((o) => [o.text, o.vote_count])).toEqual([
      ['Rigol', null],
      ['Siglent', null],
      ['Tektronix', null],
    ]);
    expect(fresh.id).toBe(thread.poll_id);
    const [rigol, siglent] = fresh.options;
    const vote = (who: Who, optionId: number | undefined) =>
      api(who, 'POST', `/forum/polls/${fresh.id}/vote`, { option_id: optionId });

    const voted = (await vote(bob, rigol?.id)).json<Poll>();
    expect(voted).toMatchObject({ results_visible: true, total_votes: 1, my_vote: rigol?.id });
    await vote(carol, rigol?.id);
    const changed = (await vote(bob, siglent?.id)).json<Poll>();
    expect(changed.options.map((o) => o.vote_count)).toEqual([1, 1, 0]);
    expect(changed.total_votes).toBe(2);
    expect((await api(null, 'GET', url)).json<Poll>().options[0]?.vote_count).toBeNull();

    expect((await vote(bob, 999999)).statusCode).toBe(422);
    expect(
      (await api(null, 'POST', `/forum/polls/${fresh.id}/vote`, { option_id: rigol?.id })).statusCode,
    ).toBe(401);
    expect((await api(bob, 'POST', '/forum/polls/999999/vote', { option_id: 1 })).statusCode).toBe(404);
  });

  it('shows results to everyone once closed and then refuses votes', async () => {
    const closesAt = new Date(t.clock.now().getTime() + 60_000).toISOString();
    const thread = await startThread(t, alice, categoryId, { poll: { ...poll, closes_at: closesAt } });
    const view = (await api(bob, 'GET', `/forum/posts/${thread.first_post_id}/poll`)).json<Poll>();
    await api(carol, 'POST', `/forum/polls/${view.id}/vote`, { option_id: view.options[2]?.id });
    t.clock.advance(60_001);
    const closed = (await api(null, 'GET', `/forum/posts/${thread.first_post_id}/poll`)).json<Poll>();
    expect(closed).toMatchObject({ is_closed: true, results_visible: true, total_votes: 1 });
    const late = await api(bob, 'POST', `/forum/polls/${view.id}/vote`, { option_id: view.options[0]?.id });
    expect(late.statusCode).toBe(409);
    expect(late.json().detail).toContain('closed');
  });

  it('adds a poll to one’s own post once, with clear 422 details for bad polls', async () => {
    const thread = await startThread(t, alice, categoryId);
    const reply = await replyTo(t, bob, thread.id);
    const url = `/forum/posts/${reply.id}/poll`;
    expect((await api(alice, 'POST', url, poll)).statusCode).toBe(403);
    expect((await api(null, 'POST', url, poll)).statusCode).toBe(401);
    expect((await api(bob, 'POST', url, poll)).statusCode).toBe(201);
    expect((await api(bob, 'POST', url, poll)).statusCode).toBe(409);
    expect((await api(bob, 'POST', '/forum/posts/999999/poll', poll)).statusCode).toBe(404);
    expect((await api(null, 'GET', `/forum/posts/${thread.first_post_id}/poll`)).statusCode).toBe(404);

    const detail = async (body: unknown) => JSON.stringify((await api(bob, 'POST', url, body)).json());
    expect(await detail({ question: 'Pick', options: ['only one'] })).toContain(
      'A poll needs at least 2 options.',
    );
    expect(
      await detail({ question: 'Pick one', options: Array.from({ length: 11 }, (_, i) => `o${i}`) }),
    ).toContain('A poll has at most 10 options.');
    expect(await detail({ question: 'Pick one', options: ['Same', 'same'] })).toContain('must differ');
    const past = new Date(t.clock.now().getTime() - 1000).toISOString();
    const res = await api(alice, 'POST', `/forum/categories/${categoryId}/threads`, {
      title: 'Poll closing in the past',
      content: 'x',
      poll: { ...poll, closes_at: past },
    });
    expect(res.statusCode).toBe(422);
    expect(JSON.stringify(res.json())).toContain('closes_at must be in the future.');
  });
});
