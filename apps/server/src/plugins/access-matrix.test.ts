import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_DETAIL } from '@electrobench/contracts/auth';
import { ACCESS_CLASSES, type AccessClass } from '../app-context';
import { API_PREFIX, type ApiRouteInfo } from '../app';
import { notifications } from '../db/schema/notifications';
import { quizResults } from '../db/schema/quiz';
import { declaredAccess } from './auth-guard';
import {
  forumAdmin,
  forumApi,
  forumMember,
  firstCategoryId,
  replyTo,
  startThread,
} from '../../test/forum-kit';
import type { Who } from '../../test/forum-kit';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * The authorization matrix: every API route the built app registers, called as a guest, as two
 * members and as an administrator, must behave as its declared access class says. Owner-only
 * routes are also called on member A's real rows by member B (refused) and by A (served).
 */

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Caller = Who | null;

let t: TestApp;
let call: ReturnType<typeof forumApi>;
let a: Who;
let b: Who;
let c: Who;
let admin: Who;
let categoryId: number;
let componentId: number;
let routes: ApiRouteInfo[];

beforeAll(async () => {
  t = await createTestApp();
  call = forumApi(t);
  [a, b, c] = [await forumMember(t), await forumMember(t), await forumMember(t)];
  admin = await forumAdmin(t);
  categoryId = await firstCategoryId(t);
  componentId = (await created(admin, '/admin/components', submission)).id;
  routes = t.app.apiRoutes;
});
afterAll(() => t.close());

const key = (r: { method: string; url: string }) => `${r.method} ${r.url.slice(API_PREFIX.length)}`;

/** Path parameters filled with values that name nothing, so a call that passes the guard changes nothing. */
const concrete = (url: string) =>
  url
    .slice(API_PREFIX.length)
    .replace(/:(\w+)/g, (_, name: string) => (/id$/i.test(name) ? '999999' : 'nothing-here'));

const send = (who: Caller, method: string, url: string, payload?: unknown) =>
  call(who, method as 'GET', url, payload);

/**
 * True when the auth guard refused the call (rather than the route answering it). A call let
 * through may still be refused by the route (bad input, unknown id, 502 from the weather provider)
 * but never crash with a 500.
 */
function refusedBy(res: { statusCode: number; json: () => { detail?: unknown } }, status: 401 | 403) {
  const detail = status === 401 ? AUTH_DETAIL.notAuthenticated : AUTH_DETAIL.forbidden;
  return res.statusCode === status && res.json().detail === detail;
}

async function probeAll(who: Caller, expected: (access: AccessClass) => 'through' | 401 | 403) {
  const wrong: string[] = [];
  for (const route of routes) {
    const res = await send(who, route.method, concrete(route.url));
    const want = expected(route.access);
    const ok =
      want === 'through'
        ? !refusedBy(res, 401) && !refusedBy(res, 403) && res.statusCode !== 500
        : refusedBy(res, want);
    if (!ok) wrong.push(`${key(route)} [${route.access}] -> ${res.statusCode} ${res.body.slice(0, 120)}`);
  }
  expect(wrong).toEqual([]);
}

describe('every API route declares its access class', () => {
  it('lists every route with one of public, member, owner or admin', () => {
    expect(routes.length).toBeGreaterThan(100);
    for (const route of routes) expect(ACCESS_CLASSES, key(route)).toContain(route.access);
  });

  it('refuses to register an API route that declares none', () => {
    const app = Fastify();
    app.addHook('onRoute', (route) => void declaredAccess(route));
    expect(() => app.get('/api/v1/undeclared', async () => 'x')).toThrow(/declares no access class/);
    expect(() =>
      app.get('/api/v1/typo', { config: { access: 'members' as 'member' } }, async () => 'x'),
    ).toThrow(/declares no access class/);
    expect(() =>
      app.get('/api/v1/declared', { config: { access: 'public' } }, async () => 'x'),
    ).not.toThrow();
  });
});

describe('the guard follows the declared class', () => {
  it('lets guests call public routes and answers 401 on member, owner and admin routes', async () => {
    await probeAll(null, (access) => (access === 'public' ? 'through' : 401));
  });

  it('lets members A and B through public, member and owner routes and answers 403 on admin routes', async () => {
    for (const who of [a, b]) await probeAll(who, (access) => (access === 'admin' ? 403 : 'through'));
  });

  it('lets an administrator through every route', async () => {
    await probeAll(admin, () => 'through');
  });
});

type Probe = { url: string; payload?: unknown };
/** Creates a fresh row of member A and says how to call the route on it. */
type OwnerCase = { others: 403 | 404; prepare: () => Promise<Probe> };

async function created(
  who: Who,
  url: string,
  payload: unknown,
): Promise<{ id: number } & Record<string, unknown>> {
  const res = await send(who, 'POST', url, payload);
  if (res.statusCode !== 201 && res.statusCode !== 200)
    throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return res.json();
}

const reminder = () =>
  created(a, '/reminders', { title: 'Recap the 4700 uF bank', due_at: '2031-01-02T09:00:00Z' });
const list = () => created(a, '/lists/', { name: 'Bench spares' });
const circuit = () =>
  created(a, '/circuits/', {
    name: 'Divider',
    document: { version: 1, title: 'Divider', parts: [], wires: [] },
  });
const stickyList = () => created(a, '/sticky-notes/lists', { name: 'To order' });
const stickyNote = async () =>
  created(a, `/sticky-notes/lists/${(await stickyList()).id}/notes`, { text: 'BC547 x 20' });
const dmMessage = () => created(a, '/dm/messages', { recipient_id: c.id, content: 'Is the scope free?' });
const thread = () => startThread(t, a, categoryId);
const submission = {
  code: '1AM',
  part_number: 'MMBT3904',
  manufacturer: 'onsemi',
  package: 'SOT-23',
  function: 'NPN transistor',
  pin_count: 3,
  source: 'onsemi MMBT3904 datasheet',
};
/** A's thread with an answer by C, for accepting. */
async function answeredThread() {
  const th = await thread();
  return { thread: th, answer: await replyTo(t, c, th.id) };
}

const OWNER_CASES: Record<string, OwnerCase> = {
  'POST /users/me/notifications/:id/read': {
    others: 404,
    prepare: async () => ({ url: `/users/me/notifications/${await notification()}/read` }),
  },
  'DELETE /users/me/notifications/:id': {
    others: 404,
    prepare: async () => ({ url: `/users/me/notifications/${await notification()}` }),
  },
  'GET /reminders/:id': {
    others: 404,
    prepare: async () => ({ url: `/reminders/${(await reminder()).id}` }),
  },
  'PUT /reminders/:id': {
    others: 404,
    prepare: async () => ({ url: `/reminders/${(await reminder()).id}`, payload: { is_completed: true } }),
  },
  'DELETE /reminders/:id': {
    others: 404,
    prepare: async () => ({ url: `/reminders/${(await reminder()).id}` }),
  },
  'GET /quiz/results/:id': {
    others: 404,
    prepare: async () => ({ url: `/quiz/results/${await quizResult()}` }),
  },
  'GET /lists/:id': { others: 404, prepare: async () => ({ url: `/lists/${(await list()).id}` }) },
  'PUT /lists/:id': {
    others: 404,
    prepare: async () => ({ url: `/lists/${(await list()).id}`, payload: { name: 'Renamed' } }),
  },
  'DELETE /lists/:id': { others: 404, prepare: async () => ({ url: `/lists/${(await list()).id}` }) },
  'POST /lists/:id/items': {
    others: 404,
    prepare: async () => ({
      url: `/lists/${(await list()).id}/items`,
      payload: { component_id: componentId },
    }),
  },
  'DELETE /lists/items/:id': {
    others: 404,
    prepare: async () => {
      const item = await created(a, `/lists/${(await list()).id}/items`, { component_id: componentId });
      return { url: `/lists/items/${item.id}` };
    },
  },
  'PUT /submissions/smd/:id': {
    others: 404,
    prepare: async () => ({
      url: `/submissions/smd/${(await created(a, '/submissions/smd/', submission)).id}`,
      payload: submission,
    }),
  },
  'GET /circuits/:id': { others: 404, prepare: async () => ({ url: `/circuits/${(await circuit()).id}` }) },
  'PUT /circuits/:id': {
    others: 404,
    prepare: async () => ({
      url: `/circuits/${(await circuit()).id}`,
      payload: { name: 'Divider 2', document: { version: 1, title: 'Divider 2', parts: [], wires: [] } },
    }),
  },
  'DELETE /circuits/:id': {
    others: 404,
    prepare: async () => ({ url: `/circuits/${(await circuit()).id}` }),
  },
  // Forum rows are public to read, so others get the forum's 403 sentence rather than a 404.
  'DELETE /forum/threads/:id': {
    others: 403,
    prepare: async () => ({ url: `/forum/threads/${(await thread()).id}` }),
  },
  'PUT /forum/posts/:id': {
    others: 403,
    prepare: async () => ({
      url: `/forum/posts/${(await thread()).first_post_id}`,
      payload: { content: 'Edited: it was the 3842.' },
    }),
  },
  'DELETE /forum/posts/:id': {
    others: 403,
    prepare: async () => ({ url: `/forum/posts/${(await replyTo(t, a, (await thread()).id)).id}` }),
  },
  'POST /forum/posts/:id/accept': {
    others: 403,
    prepare: async () => ({ url: `/forum/posts/${(await answeredThread()).answer.id}/accept` }),
  },
  'DELETE /forum/posts/:id/accept': {
    others: 403,
    prepare: async () => {
      const { answer } = await answeredThread();
      const accepted = await send(a, 'POST', `/forum/posts/${answer.id}/accept`);
      expect(accepted.statusCode).toBeLessThan(300);
      return { url: `/forum/posts/${answer.id}/accept` };
    },
  },
  'POST /forum/posts/:id/poll': {
    others: 403,
    prepare: async () => ({
      url: `/forum/posts/${(await thread()).first_post_id}/poll`,
      payload: { question: 'Which part failed?', options: ['Start-up resistor', 'The 3842'] },
    }),
  },
  // Messages: B is in no conversation with A here, so for B they do not exist (README: 404).
  'PUT /dm/messages/:id': {
    others: 404,
    prepare: async () => ({ url: `/dm/messages/${(await dmMessage()).id}`, payload: { content: 'Edited' } }),
  },
  'DELETE /dm/messages/:id': {
    others: 404,
    prepare: async () => ({ url: `/dm/messages/${(await dmMessage()).id}` }),
  },
  'GET /dm/conversations/:id': {
    others: 404,
    prepare: async () => ({ url: `/dm/conversations/${(await dmMessage()).conversation_id}` }),
  },
  'GET /dm/conversations/:id/messages': {
    others: 404,
    prepare: async () => ({ url: `/dm/conversations/${(await dmMessage()).conversation_id}/messages` }),
  },
  'POST /dm/conversations/:id/mark-read': {
    others: 404,
    prepare: async () => ({ url: `/dm/conversations/${(await dmMessage()).conversation_id}/mark-read` }),
  },
  'POST /dm/conversations/:id/hide': {
    others: 404,
    prepare: async () => ({ url: `/dm/conversations/${(await dmMessage()).conversation_id}/hide` }),
  },
  'GET /sticky-notes/lists/:id': {
    others: 404,
    prepare: async () => ({ url: `/sticky-notes/lists/${(await stickyList()).id}` }),
  },
  'PUT /sticky-notes/lists/:id': {
    others: 404,
    prepare: async () => ({
      url: `/sticky-notes/lists/${(await stickyList()).id}`,
      payload: { name: 'Ordered' },
    }),
  },
  'DELETE /sticky-notes/lists/:id': {
    others: 404,
    prepare: async () => ({ url: `/sticky-notes/lists/${(await stickyList()).id}` }),
  },
  'POST /sticky-notes/lists/:id/notes': {
    others: 404,
    prepare: async () => ({
      url: `/sticky-notes/lists/${(await stickyList()).id}/notes`,
      payload: { text: '10k x 100' },
    }),
  },
  'PUT /sticky-notes/notes/:id': {
    others: 404,
    prepare: async () => ({
      url: `/sticky-notes/notes/${(await stickyNote()).id}`,
      payload: { text: 'BC547 x 40' },
    }),
  },
  'DELETE /sticky-notes/notes/:id': {
    others: 404,
    prepare: async () => ({ url: `/sticky-notes/notes/${(await stickyNote()).id}` }),
  },
};

async function notification(): Promise<number> {
  const [row] = await t.app.ctx.db
    .insert(notifications)
    .values({ userId: a.id, type: 'TICKET_SUBMITTED', content: { title: 'Scope probe' } })
    .returning({ id: notifications.id });
  return row!.id;
}

async function quizResult(): Promise<number> {
  const [row] = await t.app.ctx.db
    .insert(quizResults)
    .values({ userId: a.id, topic: 'diodes', questionCount: 5, correctCount: 4 })
    .returning({ id: quizResults.id });
  return row!.id;
}

describe('owner-only routes', () => {
  it('has a case on real rows for every route declared owner, and no case for any other route', () => {
    const ownerRoutes = routes.filter((r) => r.access === 'owner').map(key);
    expect(Object.keys(OWNER_CASES).sort()).toEqual(ownerRoutes.sort());
  });

  it("refuses member A's rows to member B and serves them to A", async () => {
    const wrong: string[] = [];
    for (const [name, owner] of Object.entries(OWNER_CASES)) {
      const method = name.split(' ')[0] as Method;
      const probe = await owner.prepare();
      const byOther = await send(b, method, probe.url, probe.payload);
      if (byOther.statusCode !== owner.others)
        wrong.push(`${name} as B -> ${byOther.statusCode} ${byOther.body}`);
      const byOwner = await send(a, method, probe.url, probe.payload);
      if (byOwner.statusCode >= 300) wrong.push(`${name} as A -> ${byOwner.statusCode} ${byOwner.body}`);
    }
    expect(wrong).toEqual([]);
  });
});
