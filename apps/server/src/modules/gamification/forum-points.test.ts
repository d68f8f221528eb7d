import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createAccount, createTestApp, type Account, type TestApp } from '../../../test/test-app';
import { recomputeTotals } from './recompute';

/** Points and badges earned through the real forum endpoints, as the README documents them. */
let t: TestApp;
let asker: Account;
let helper: Account;
let voter: Account;
beforeAll(async () => {
  t = await createTestApp();
  [asker, helper, voter] = [await createAccount(t), await createAccount(t), await createAccount(t)];
});
afterAll(() => t.close());

async function call(who: Account | null, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) {
  const res = await t.app.inject({
    method,
    url: `/api/v1${url}`,
    ...(who && { headers: bearer(who) }),
    ...(payload && { payload }),
  });
  if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.body ? res.json() : null;
}
const points = async (who: Account) =>
  (await call(null, 'GET', `/gamification/points/${who.username}`)).total_points;
const badges = async (who: Account) =>
  (await call(null, 'GET', `/gamification/badges/${who.username}`)).badges
    .map((b: { code: string }) => b.code)
    .sort();

describe('points and badges through the forum', () => {
  it('thread, replies, votes, accept and delete earn what the rules say', async () => {
    const categories = await call(null, 'GET', '/forum/categories');
    const categoryId = (Array.isArray(categories) ? categories : categories.items)[0].id;
    const thread = await call(asker, 'POST', `/forum/categories/${categoryId}/threads`, {
      title: 'Inverter board trips on start-up',
      content: 'The DC bus precharge relay clicks and then the drive shows OC.',
    });
    const reply = (who: Account, content: string) =>
      call(who, 'POST', `/forum/threads/${thread.id}/posts`, { content });
    const answer = await reply(helper, 'Check the precharge resistor; it is often open.');
    const extra = await reply(helper, 'Also measure the bus capacitors for ESR.');
    const own = await reply(asker, 'Thanks, measuring now.');
    expect(await points(asker)).toBe(5 + 2);
    expect(await points(helper)).toBe(4);
    expect(await badges(asker)).toEqual(['first_post', 'first_thread']);
    expect(await badges(helper)).toEqual(['first_post']);

    // Toggling votes nets only the standing vote.
    for (const vote of [1, 0, 1, -1, 1])
      await call(voter, 'POST', `/forum/posts/${answer.id}/vote`, { vote });
    await call(asker, 'POST', `/forum/posts/${answer.id}/vote`, { vote: 1 });
    await call(voter, 'POST', `/forum/posts/${thread.first_post_id}/vote`, { vote: -1 });
    expect(await points(helper)).toBe(4 + 20);
    expect(await points(asker)).toBe(7 - 2);

    // Accepting one's own reply earns nothing; accepting the helper's earns 15 and a badge.
    await call(asker, 'POST', `/forum/posts/${own.id}/accept`);
    expect(await points(asker)).toBe(5);
    await call(asker, 'POST', `/forum/posts/${answer.id}/accept`);
    expect(await points(helper)).toBe(39);
    expect(await badges(helper)).toEqual(['first_accepted', 'first_post']);
    const notes = await call(helper, 'GET', '/users/me/notifications?limit=50');
    const badgeNotes = notes.items.filter((n: { type: string }) => n.type === 'BADGE_AWARDED');
    expect(badgeNotes.map((n: { content: { badge_code: string } }) => n.content.badge_code).sort()).toEqual([
      'first_accepted',
      'first_post',
    ]);

    // Unaccept and accept again: no second badge, the same 15 points.
    await call(asker, 'DELETE', `/forum/posts/${answer.id}/accept`);
    expect(await points(helper)).toBe(24);
    await call(asker, 'POST', `/forum/posts/${answer.id}/accept`);
    expect(await points(helper)).toBe(39);
    const again = await call(helper, 'GET', '/users/me/notifications?limit=50');
    expect(again.items.filter((n: { type: string }) => n.type === 'BADGE_AWARDED')).toHaveLength(2);

    // Deleting a reply takes back its points; reposting earns one reply's worth.
    await call(helper, 'DELETE', `/forum/posts/${extra.id}`);
    expect(await points(helper)).toBe(37);
    await reply(helper, 'Also measure the bus capacitors for ESR (again).');
    expect(await points(helper)).toBe(39);

    const breakdown = (await call(null, 'GET', `/gamification/points/${helper.username}`)).breakdown;
    expect(breakdown).toEqual({
      thread_created: 0,
      reply_created: 4,
      upvote_received: 20,
      downvote_received: 0,
      answer_accepted: 15,
    });
    const top = await call(null, 'GET', '/gamification/top');
    expect(
      top.items.map((i: { username: string; rank: number; value: number }) => [i.rank, i.username, i.value]),
    ).toEqual([
      [1, helper.username, 39],
      [2, asker.username, 5],
    ]);
    const posts = await call(null, 'GET', '/gamification/top?metric=posts');
    const helperProfile = await call(null, 'GET', `/users/profile/${helper.username}`);
    expect(posts.items.find((i: { username: string }) => i.username === helper.username).value).toBe(
      helperProfile.forum_post_count,
    );
    expect(helperProfile).toMatchObject({ total_points: 39, badges: [expect.anything(), expect.anything()] });

    // A thread deleted by its author (nobody else replied) takes back its points and its votes.
    const lone = await call(asker, 'POST', `/forum/categories/${categoryId}/threads`, {
      title: 'Which flux for lead-free rework?',
      content: 'Rosin or no-clean for QFN rework?',
    });
    await call(voter, 'POST', `/forum/posts/${lone.first_post_id}/vote`, { vote: 1 });
    expect(await points(asker)).toBe(5 + 5 + 10);
    await call(asker, 'DELETE', `/forum/threads/${lone.id}`);
    expect(await points(asker)).toBe(5);
    expect(await badges(asker)).toEqual(['first_post', 'first_thread']);
    // The running totals behind the leaderboard still equal the ledger.
    expect(await recomputeTotals(t.app.ctx.db)).toEqual([]);
  });
});
