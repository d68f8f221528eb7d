import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { gamificationTotals, pointsLedger } from '../../db/schema/gamification';
import { users } from '../../db/schema/users';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { recordForumEvent, type ForumEvent } from './gamification-service';
import { recomputeTotals, totalsFromLedger } from './recompute';

let t: TestApp;
let db: Database;
beforeAll(async () => {
  t = await createTestApp();
  db = t.app.ctx.db;
});
afterAll(() => t.close());

let seq = 0;
/** Members inserted directly: these tests drive the ledger without the forum routes. */
async function member(): Promise<number> {
  seq += 1;
  const name = `ledger${seq}_${Math.random().toString(36).slice(2, 6)}`;
  const [row] = await db
    .insert(users)
    .values({ email: `${name}@example.test`, username: name, passwordHash: 'x' })
    .returning({ id: users.id });
  return row!.id;
}

const record = (event: ForumEvent) => db.transaction((tx) => recordForumEvent(tx, event));
const codes = (badges: { code: string }[]) => badges.map((b) => b.code).sort();
let ids = 1000;
const nextId = () => ++ids;

async function totals(userId: number) {
  const [row] = await db.select().from(gamificationTotals).where(eq(gamificationTotals.userId, userId));
  return row ?? { points: 0, posts: 0, threads: 0, accepted: 0 };
}
const ledgerSum = async (userId: number) =>
  Number(
    (
      await db
        .select({ s: sql`coalesce(sum(${pointsLedger.points}), 0)` })
        .from(pointsLedger)
        .where(eq(pointsLedger.userId, userId))
    )[0]?.s,
  );

describe('recordForumEvent', () => {
  it('a new thread earns 5 points and the first-post and first-thread badges, once', async () => {
    const alice = await member();
    const threadId = nextId();
    const first = await record({ kind: 'thread_created', userId: alice, threadId });
    expect(codes(first)).toEqual(['first_post', 'first_thread']);
    expect(first[0]).toMatchObject({
      userId: alice,
      name: expect.any(String),
      description: expect.any(String),
    });
    expect(first[0]!.awardedAt).toBeInstanceOf(Date);
    expect(await record({ kind: 'thread_created', userId: alice, threadId })).toEqual([]);
    expect(await totals(alice)).toMatchObject({ points: 5, posts: 1, threads: 1 });
    expect(await record({ kind: 'thread_created', userId: alice, threadId: nextId() })).toEqual([]);
    expect(await totals(alice)).toMatchObject({ points: 10, posts: 2, threads: 2 });
  });

  it('toggling a vote nets exactly what the final vote is worth', async () => {
    const author = await member();
    const voter = await member();
    const postId = nextId();
    await record({ kind: 'post_created', userId: author, postId, threadId: nextId() });
    const vote = (before: -1 | 0 | 1, after: -1 | 0 | 1) =>
      record({ kind: 'vote_changed', postId, authorId: author, voterId: voter, before, after });
    for (let i = 0; i < 5; i++) {
      await vote(0, 1);
      await vote(1, 0);
    }
    expect((await totals(author)).points).toBe(2);
    await vote(0, 1);
    await vote(1, 1);
    expect((await totals(author)).points).toBe(12);
    await vote(1, -1);
    expect((await totals(author)).points).toBe(0);
    await vote(-1, 0);
    expect((await totals(author)).points).toBe(2);
    expect(await ledgerSum(author)).toBe(2);
    const voterTotals = await totals(voter);
    expect(voterTotals.points).toBe(0);
  });

  it('a vote on one’s own post earns nothing', async () => {
    const author = await member();
    const postId = nextId();
    await record({ kind: 'post_created', userId: author, postId, threadId: nextId() });
    await record({ kind: 'vote_changed', postId, authorId: author, voterId: author, before: 0, after: 1 });
    expect((await totals(author)).points).toBe(2);
  });

  it('accepting one’s own post earns nothing; another member’s acceptance earns 15 and a badge once', async () => {
    const author = await member();
    const asker = await member();
    const postId = nextId();
    await record({ kind: 'post_created', userId: author, postId, threadId: nextId() });
    expect(await record({ kind: 'answer_accepted', postId, authorId: author, acceptedBy: author })).toEqual(
      [],
    );
    expect(await totals(author)).toMatchObject({ points: 2, accepted: 0 });
    const badges = await record({ kind: 'answer_accepted', postId, authorId: author, acceptedBy: asker });
    expect(codes(badges)).toEqual(['first_accepted']);
    expect(await totals(author)).toMatchObject({ points: 17, accepted: 1 });
    await record({ kind: 'answer_unaccepted', postId, authorId: author, acceptedBy: asker });
    expect(await totals(author)).toMatchObject({ points: 2, accepted: 0 });
    expect(await record({ kind: 'answer_accepted', postId, authorId: author, acceptedBy: asker })).toEqual(
      [],
    );
    expect(await totals(author)).toMatchObject({ points: 17, accepted: 1 });
  });

  it('deleting a post takes back its reply points, votes and acceptance; reposting earns one post’s worth', async () => {
    const author = await member();
    const voter = await member();
    const threadId = nextId();
    const postId = nextId();
    await record({ kind: 'post_created', userId: author, postId, threadId });
    await record({ kind: 'vote_changed', postId, authorId: author, voterId: voter, before: 0, after: 1 });
    await record({ kind: 'answer_accepted', postId, authorId: author, acceptedBy: voter });
    expect(await totals(author)).toMatchObject({ points: 27, posts: 1, accepted: 1 });
    await record({ kind: 'post_deleted', userId: author, postId, threadId });
    expect(await totals(author)).toMatchObject({ points: 0, posts: 0, accepted: 0 });
    await record({ kind: 'post_deleted', userId: author, postId, threadId });
    expect(await totals(author)).toMatchObject({ points: 0, posts: 0 });
    await record({ kind: 'post_created', userId: author, postId: nextId(), threadId });
    expect(await totals(author)).toMatchObject({ points: 2, posts: 1 });
    expect(await ledgerSum(author)).toBe(2);
  });

  it('deleting a thread takes back what every post in it earned, for every member', async () => {
    const owner = await member();
    const replier = await member();
    const threadId = nextId();
    const firstPost = nextId();
    const reply = nextId();
    await record({ kind: 'thread_created', userId: owner, threadId });
    await record({ kind: 'post_created', userId: replier, postId: reply, threadId });
    await record({
      kind: 'vote_changed',
      postId: firstPost,
      authorId: owner,
      voterId: replier,
      before: 0,
      after: 1,
    });
    await record({
      kind: 'vote_changed',
      postId: reply,
      authorId: replier,
      voterId: owner,
      before: 0,
      after: -1,
    });
    expect((await totals(owner)).points).toBe(15);
    expect((await totals(replier)).points).toBe(0);
    await record({ kind: 'thread_deleted', userId: owner, threadId, postIds: [firstPost, reply] });
    expect(await totals(owner)).toMatchObject({ points: 0, posts: 0, threads: 0 });
    expect(await totals(replier)).toMatchObject({ points: 0, posts: 0 });
  });

  it('counts badges from live posts and gives each once, with the 10-upvote badge on the 10th vote', async () => {
    const author = await member();
    const threadId = nextId();
    const posts: number[] = [];
    const awarded: string[] = [];
    for (let i = 0; i < 10; i++) {
      const postId = nextId();
      posts.push(postId);
      awarded.push(...codes(await record({ kind: 'post_created', userId: author, postId, threadId })));
    }
    expect(awarded).toEqual(['first_post', 'posts_10']);
    await record({ kind: 'post_deleted', userId: author, postId: posts[0]!, threadId });
    expect(await record({ kind: 'post_created', userId: author, postId: nextId(), threadId })).toEqual([]);

    const target = posts[1]!;
    const voters = await Promise.all(Array.from({ length: 10 }, () => member()));
    const perVote: string[][] = [];
    for (const voterId of voters) {
      const badges = await record({
        kind: 'vote_changed',
        postId: target,
        authorId: author,
        voterId,
        before: 0,
        after: 1,
      });
      perVote.push(codes(badges));
    }
    expect(perVote.slice(0, 9).flat()).toEqual([]);
    expect(perVote[9]).toEqual(['upvotes_10_post']);
    const last = voters[9]!;
    await record({
      kind: 'vote_changed',
      postId: target,
      authorId: author,
      voterId: last,
      before: 1,
      after: 0,
    });
    expect(
      await record({
        kind: 'vote_changed',
        postId: target,
        authorId: author,
        voterId: last,
        before: 0,
        after: 1,
      }),
    ).toEqual([]);
  });

  it('keeps running totals equal to the ledger, and recomputeTotals repairs drift', async () => {
    expect(await recomputeTotals(db)).toEqual([]);
    const someone = await member();
    await record({ kind: 'thread_created', userId: someone, threadId: nextId() });
    await db.update(gamificationTotals).set({ points: 999 }).where(eq(gamificationTotals.userId, someone));
    expect(await recomputeTotals(db)).toEqual([someone]);
    expect(await totals(someone)).toMatchObject({ points: 5, posts: 1, threads: 1 });
    const truth = await totalsFromLedger(db);
    const stored = await db.select().from(gamificationTotals).orderBy(asc(gamificationTotals.userId));
    expect(
      stored
        .filter((s) => s.points || s.posts)
        .map(({ userId, points, posts, threads, accepted }) => ({
          userId,
          points,
          posts,
          threads,
          accepted,
        })),
    ).toEqual(truth.filter((s) => s.points || s.posts));
  });

  it('two concurrent transactions recording the same upvote grant it once', async () => {
    const author = await member();
    const voter = await member();
    const postId = nextId();
    const event: ForumEvent = {
      kind: 'vote_changed',
      postId,
      authorId: author,
      voterId: voter,
      before: 0,
      after: 1,
    };
    await Promise.all([record(event), record(event), record(event)]);
    expect((await totals(author)).points).toBe(10);
    expect(await ledgerSum(author)).toBe(10);
  });
});
