import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_DETAIL } from '@electrobench/contracts/auth';
import { ACCESS_CLASSES, type AccessClass } from '../app-context';
import { API_PREFIX, type ApiRouteInfo } from '../app';
import { declaredAccess } from './auth-guard';
import { forumAdmin, forumApi, forumMember, firstCategoryId } from '../../test/forum-kit';
import type { Who } from '../../test/forum-kit';
import { created, ownerCases, SMD_INPUT, type OwnerCase } from '../../test/owner-cases';
import { createTestApp, login, type TestApp } from '../../test/test-app';

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
let cases: Record<string, OwnerCase>;

beforeAll(async () => {
  t = await createTestApp();
  call = forumApi(t);
  [a, b, c] = [await forumMember(t), await forumMember(t), await forumMember(t)];
  admin = await forumAdmin(t);
  categoryId = await firstCategoryId(t);
  componentId = (await created(t, admin, '/admin/components', SMD_INPUT)).id;
  routes = t.app.apiRoutes;
  cases = ownerCases({ t, a, c, categoryId, componentId });
});
afterAll(() => t.close());

const key = (r: { method: string; url: string }) => `${r.method} ${r.url.slice(API_PREFIX.length)}`;

/** Path parameters filled with values that name nothing, so a call that passes the guard changes nothing. */
const concrete = (url: string) =>
  url
    .slice(API_PREFIX.length)
    .replace(/:(\w+)/g, (_, name: string) => (/id$/i.test(name) ? '999999' : 'nothing-here'));

/** Routes that end the caller's session once let through: each probe of them gets a session of its own. */
const ENDS_SESSION = new Set(['POST /auth/logout']);

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
    const caller =
      who && ENDS_SESSION.has(key(route))
        ? { ...who, ...(await login(t, who.username, who.password, who.email)) }
        : who;
    const res = await send(caller, route.method, concrete(route.url));
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

describe('owner-only routes', () => {
  it('has a case on real rows for every route declared owner, and no case for any other route', () => {
    const ownerRoutes = routes.filter((r) => r.access === 'owner').map(key);
    expect(Object.keys(cases).sort()).toEqual(ownerRoutes.sort());
  });

  it("refuses member A's rows to member B and serves them to A", async () => {
    const wrong: string[] = [];
    for (const [name, owner] of Object.entries(cases)) {
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
