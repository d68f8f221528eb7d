import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { BADGES, POINT_RULES } from '@electrobench/contracts/gamification';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/users';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { recordForumEvent, type ForumEvent } from './gamification-service';

let t: TestApp;
let db: Database;
let n = 0;
let ids = 5000;
const nextId = () => ++ids;

async function member(name?: string) {
  n += 1;
  const username = name ?? `gm${n}_${Math.random().toString(36).slice(2, 6)}`;
  const [row] = await db
    .insert(users)
    // Verified, as every member who can post is (unverified accounts have no public profile).
    .values({ email: `${username}@example.test`, username, passwordHash: 'x', emailVerifiedAt: new Date() })
    .returning({ id: users.id, username: users.username });
  return row!;
}
const record = (event: ForumEvent) => db.transaction((tx) => recordForumEvent(tx, event));
const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/v1${url}` });

/** A member with `threads` threads, `replies` replies, `upvotes` upvotes and `accepted` answers. */
async function active(spec: { threads?: number; replies?: number; upvotes?: number; accepted?: number }) {
  const m = await member();
  const helper = await member();
  const threadId = nextId();
  for (let i = 0; i < (spec.threads ?? 0); i++)
    await record({ kind: 'thread_created', userId: m.id, threadId: nextId() });
  const posts: number[] = [];
  for (let i = 0; i < (spec.replies ?? 0); i++) {
    const postId = nextId();
    posts.push(postId);
    await record({ kind: 'post_created', userId: m.id, postId, threadId });
  }
  for (let i = 0; i < (spec.upvotes ?? 0); i++) {
    const voter = await member();
    await record({
      kind: 'vote_changed',
      postId: posts[0]!,
      authorId: m.id,
      voterId: voter.id,
      before: 0,
      after: 1,
    });
  }
  for (let i = 0; i < (spec.accepted ?? 0); i++) {
    await record({ kind: 'answer_accepted', postId: posts[i]!, authorId: m.id, acceptedBy: helper.id });
  }
  return m;
}

let solver: { id: number; username: string };
let starter: { id: number; username: string };
let tieA: { id: number; username: string };
let tieB: { id: number; username: string };
beforeAll(async () => {
  t = await createTestApp();
  db = t.app.ctx.db;
  // points: solver 2*3 + 10 + 15*2 = 46; starter 5*4 = 20; tieA = tieB = 4 (two replies each).
  solver = await active({ replies: 3, upvotes: 1, accepted: 2 });
  starter = await active({ threads: 4 });
  tieA = await active({ replies: 2 });
  tieB = await active({ replies: 2 });
});
afterAll(() => t.close());

describe('GET /gamification/points/{x}', () => {
  it('answers a member’s total with the breakdown by reason, by id or by username', async () => {
    const byId = await get(`/gamification/points/${solver.id}`);
    expect(byId.statusCode).toBe(200);
    expect(byId.json()).toEqual({
      user_id: solver.id,
      username: solver.username,
      total_points: 46,
      breakdown: {
        thread_created: 0,
        reply_created: 6,
        upvote_received: 10,
        downvote_received: 0,
        answer_accepted: 30,
      },
    });
    const byName = await get(`/gamification/points/${solver.username.toUpperCase()}`);
    expect(byName.json()).toEqual(byId.json());
  });

  it('answers zero for a member who has not posted, and finds an all-digit username', async () => {
    const digits = await member(`${900000 + n}`);
    const res = await get(`/gamification/points/${digits.username}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ user_id: digits.id, total_points: 0 });
  });

  it('404 for an unknown or deleted member', async () => {
    const unknown = await get('/gamification/points/nobody_at_all');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: 'User not found.' });
    expect((await get('/gamification/points/99999999999')).statusCode).toBe(404);
    const gone = await active({ threads: 1 });
    await db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.id));
    expect((await get(`/gamification/points/${gone.id}`)).statusCode).toBe(404);
    const top = (await get('/gamification/top?limit=100')).json();
    expect(top.items.map((i: { user_id: number }) => i.user_id)).not.toContain(gone.id);
  });

  it('422 with detail for a name too long', async () => {
    const res = await get(`/gamification/points/${'a'.repeat(65)}`);
    expect(res.statusCode).toBe(422);
    expect(res.json().detail[0]).toMatchObject({ loc: ['params', 'x'] });
  });
});

describe('GET /gamification/badges/{x}', () => {
  it('lists the badges earned with name, description and time', async () => {
    const res = await get(`/gamification/badges/${solver.username}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ user_id: solver.id, username: solver.username });
    expect(body.badges.map((b: { code: string }) => b.code).sort()).toEqual(['first_accepted', 'first_post']);
    const firstPost = BADGES.find((b) => b.code === 'first_post')!;
    expect(body.badges).toContainEqual({
      code: 'first_post',
      name: firstPost.name,
      description: firstPost.description,
      awarded_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect((await get(`/gamification/badges/${tieA.id}`)).json().badges).toHaveLength(1);
  });

  it('404 for an unknown member', async () => {
    const res = await get('/gamification/badges/nobody_at_all');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'User not found.' });
  });
});

describe('GET /gamification/top', () => {
  it('ranks by points by default, 10 a page, ties sharing a rank', async () => {
    const res = await get('/gamification/top');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      metric: 'points',
      limit: 10,
      current_page: 1,
      total_items: 4,
      total_pages: 1,
    });
    expect(body.items).toEqual([
      { rank: 1, user_id: solver.id, username: solver.username, profile_image_url: null, value: 46 },
      { rank: 2, user_id: starter.id, username: starter.username, profile_image_url: null, value: 20 },
      { rank: 3, user_id: tieA.id, username: tieA.username, profile_image_url: null, value: 4 },
      { rank: 3, user_id: tieB.id, username: tieB.username, profile_image_url: null, value: 4 },
    ]);
  });

  it('pages with skip and keeps the shared rank across a page edge', async () => {
    const page = (await get('/gamification/top?skip=3&limit=1')).json();
    expect(page).toMatchObject({ current_page: 4, total_pages: 4, total_items: 4 });
    expect(page.items).toEqual([expect.objectContaining({ rank: 3, user_id: tieB.id })]);
  });

  it('ranks by posts and by accepted answers', async () => {
    const posts = (await get('/gamification/top?metric=posts&limit=2')).json();
    expect(posts.items.map((i: { user_id: number; value: number }) => [i.user_id, i.value])).toEqual([
      [starter.id, 4],
      [solver.id, 3],
    ]);
    const accepted = (await get('/gamification/top?metric=accepted')).json();
    expect(accepted).toMatchObject({ metric: 'accepted', total_items: 1 });
    expect(accepted.items).toEqual([expect.objectContaining({ rank: 1, user_id: solver.id, value: 2 })]);
  });

  it('422 with detail for a bad metric or limit', async () => {
    const metric = await get('/gamification/top?metric=karma');
    expect(metric.statusCode).toBe(422);
    expect(metric.json().detail[0]).toMatchObject({
      loc: ['querystring', 'metric'],
      msg: 'metric must be one of: points, posts, accepted.',
    });
    for (const [query, msg] of [
      ['limit=0', 'limit must be at least 1.'],
      ['limit=101', 'limit is at most 100.'],
      ['skip=-1', 'skip cannot be negative.'],
    ]) {
      const res = await get(`/gamification/top?${query}`);
      expect(res.statusCode, query).toBe(422);
      expect(res.json().detail[0].msg, query).toBe(msg);
    }
    expect((await get('/gamification/top?limit=ten')).statusCode).toBe(422);
  });
});

describe('GET /gamification/rules', () => {
  it('gives the point values, notes, badges and metrics the server applies', async () => {
    const body = (await get('/gamification/rules')).json();
    expect(body.points).toContainEqual({ reason: 'upvote_received', ...POINT_RULES.upvote_received });
    expect(body.points).toHaveLength(5);
    expect(body.badges).toHaveLength(BADGES.length);
    expect(body.metrics).toEqual(['points', 'posts', 'accepted']);
    expect(body.notes.join(' ')).toMatch(/own post/);
  });
});

describe('GET /users/profile/{username}', () => {
  it('adds total_points and badges to the public profile', async () => {
    const res = await get(`/users/profile/${solver.username}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      id: solver.id,
      username: solver.username,
      forum_post_count: 0,
      total_points: 46,
    });
    expect(body.badges).toHaveLength(2);
    const fresh = await member();
    expect((await get(`/users/profile/${fresh.username}`)).json()).toMatchObject({
      total_points: 0,
      badges: [],
    });
  });
});
