import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema/users';
import { bearer, createAccount, createTestApp, login, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// Fills path parameters with a plausible value so the request reaches the guard, not a 404.
const concrete = (url: string) => url.replace(/:[A-Za-z_]+/g, '1');

describe('deny by default', () => {
  it('every API route not declared public answers 401 without a token', async () => {
    const privateRoutes = t.app.apiRoutes.filter((r) => !r.public);
    expect(privateRoutes.length).toBeGreaterThan(5);
    for (const route of privateRoutes) {
      const res = await t.app.inject({ method: route.method as 'GET', url: concrete(route.url) });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(res.json(), `${route.method} ${route.url}`).toEqual({ detail: 'Not authenticated' });
    }
  });

  it('every admin route answers 403 to a signed-in member and lets a superuser through the guard', async () => {
    const member = await createAccount(t);
    const adminRoutes = t.app.apiRoutes.filter((r) => r.admin);
    for (const route of adminRoutes) {
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: concrete(route.url),
        headers: bearer(member),
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
    }
    const boss = await createAccount(t);
    await t.app.ctx.db.update(users).set({ isSuperuser: true }).where(eq(users.username, boss.username));
    const again = await login(t, boss.username, boss.password);
    for (const route of adminRoutes) {
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: concrete(route.url),
        headers: bearer(again),
      });
      expect([401, 403], `${route.method} ${route.url}`).not.toContain(res.statusCode);
    }
  });

  it('a public route ignores a bad token instead of failing', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users/stats/total-count',
      headers: { authorization: 'Bearer expired.or.forged' },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('refresh cookie over https', () => {
  it('is marked Secure when PUBLIC_URL is https', async () => {
    const secure = await createTestApp({ PUBLIC_URL: 'https://bench.example' });
    try {
      const a = await createAccount(secure);
      const res = await secure.app.inject({
        method: 'POST',
        url: '/api/v1/auth/refresh-token',
        headers: { cookie: a.cookie },
      });
      expect(res.cookies.find((c) => c.name === 'eb_refresh')?.secure).toBe(true);
    } finally {
      await secure.close();
    }
  });
});
