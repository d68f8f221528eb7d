import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ForumPost } from '@electrobench/contracts/forum';
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
let member: Who;
let other: Who;
let admin: Who;

beforeAll(async () => {
  t = await createTestApp();
  api = forumApi(t);
  [member, other, admin] = [await forumMember(t), await forumMember(t), await forumAdmin(t)];
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const ID_ROUTES: [Method, string, unknown?][] = [
  ['GET', '/forum/threads/:id'],
  ['DELETE', '/forum/threads/:id'],
  ['GET', '/forum/threads/:id/posts'],
  ['POST', '/forum/threads/:id/posts', { content: 'x' }],
  ['PUT', '/forum/threads/:id/lock'],
  ['PUT', '/forum/threads/:id/sticky'],
  ['POST', '/forum/threads/:id/subscribe'],
  ['DELETE', '/forum/threads/:id/subscribe'],
  ['GET', '/forum/posts/:id'],
  ['PUT', '/forum/posts/:id', { content: 'x' }],
  ['DELETE', '/forum/posts/:id'],
  ['POST', '/forum/posts/:id/vote', { vote: 1 }],
  ['POST', '/forum/posts/:id/accept'],
  ['DELETE', '/forum/posts/:id/accept'],
  ['GET', '/forum/posts/:id/poll'],
  ['POST', '/forum/posts/:id/poll', { question: 'Which one?', options: ['a', 'b'] }],
  ['POST', '/forum/polls/:id/vote', { option_id: 1 }],
];

describe('forum endpoints', () => {
  it('answer 422 with a detail to an id that is not a number, on every route that takes one', async () => {
    for (const [method, route, body] of ID_ROUTES) {
      // Lock and sticky are admin routes: the guard turns members away before the id is read.
      const who = /\/(lock|sticky)$/.test(route) ? admin : member;
      const res = await api(who, method, route.replace(':id', 'abc'), body);
      expect(res.statusCode, `${method} ${route}`).toBe(422);
      expect(JSON.stringify(res.json()), `${method} ${route}`).toContain('"loc":["params","id"]');
    }
  });

  it('answer 401 to guests on every writing route', async () => {
    for (const [method, route, body] of ID_ROUTES.filter(([m]) => m !== 'GET')) {
      const res = await api(null, method, route.replace(':id', '1'), body);
      expect(res.statusCode, `${method} ${route}`).toBe(401);
    }
  });

  it('serve one post by id with the viewer’s rights, and 404 for a missing one', async () => {
    const thread = await startThread(t, member, await firstCategoryId(t));
    const reply = await replyTo(t, other, thread.id);
    const mine = (await api(other, 'GET', `/forum/posts/${reply.id}`)).json<ForumPost>();
    expect(mine).toMatchObject({ id: reply.id, can_edit: true, can_delete: true, my_vote: 0 });
    const theirs = (await api(member, 'GET', `/forum/posts/${reply.id}`)).json<ForumPost>();
    expect(theirs).toMatchObject({ can_edit: false, can_delete: false });
    expect((await api(null, 'GET', '/forum/posts/999999')).statusCode).toBe(404);
    const sticky = await api(member, 'PUT', `/forum/threads/${thread.id}/sticky`, { is_sticky: true });
    expect(sticky.statusCode).toBe(403);
  });
});
