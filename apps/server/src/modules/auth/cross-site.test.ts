import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CROSS_SITE_DETAIL } from './policy';
import { bearer, createAccount, createTestApp, type Account, type TestApp } from '../../../test/test-app';

let t: TestApp;
let corsApp: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  corsApp = await createTestApp({ CORS_ORIGINS: 'https://partner.example' });
});
afterAll(async () => {
  await t.close();
  await corsApp.close();
});

const loginWith = (app: TestApp, a: Account, headers: Record<string, string>) =>
  app.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login/access-token',
    payload: new URLSearchParams({ username: a.username, password: a.password }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  });

describe('login from another site (login CSRF)', () => {
  it.each([
    ['a foreign Origin', { origin: 'https://evil.example' }],
    ['a foreign Origin that imitates ours as a prefix', { origin: 'http://electrobench.test.evil.example' }],
    ['Origin: null (sandboxed frame, data: page)', { origin: 'null' }],
    ['Sec-Fetch-Site: cross-site without an Origin', { 'sec-fetch-site': 'cross-site' }],
    [
      'a foreign Origin on a same-site fetch',
      { origin: 'https://sub.evil.example', 'sec-fetch-site': 'same-site' },
    ],
  ])('refuses %s with 403 and sets no cookie, even with the right password', async (_name, headers) => {
    const a = await createAccount(t);
    const res = await loginWith(t, a, headers);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: CROSS_SITE_DETAIL });
    expect(res.cookies).toHaveLength(0);
  });

  it.each([
    ['no Origin and no fetch metadata (curl, scripts, apps)', {}],
    ['our PUBLIC_URL as Origin', { origin: 'http://electrobench.test', 'sec-fetch-site': 'same-origin' }],
    [
      'the Origin of the host it was sent to (dev proxy, another address of ours)',
      {
        origin: 'http://localhost:5173',
        host: 'localhost:5173',
        'sec-fetch-site': 'same-origin',
      },
    ],
    ['Sec-Fetch-Site: same-origin without an Origin', { 'sec-fetch-site': 'same-origin' }],
    ['a top-level visit typed by the user (Sec-Fetch-Site: none)', { 'sec-fetch-site': 'none' }],
  ])('lets %s sign in', async (_name, headers) => {
    const a = await createAccount(t);
    const res = await loginWith(t, a, headers);
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === 'eb_refresh')).toBeTruthy();
  });

  it('lets an origin named in CORS_ORIGINS sign in, and no other', async () => {
    const a = await createAccount(corsApp);
    const partner = await loginWith(corsApp, a, {
      origin: 'https://partner.example',
      'sec-fetch-site': 'cross-site',
    });
    expect(partner.statusCode).toBe(200);
    const other = await loginWith(corsApp, a, {
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
    });
    expect(other.statusCode).toBe(403);
  });
});

describe('refresh and logout from another site', () => {
  it('a cross-site refresh is refused and does not rotate (the cookie still works at home)', async () => {
    const a = await createAccount(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh-token',
      headers: { cookie: a.cookie, origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: CROSS_SITE_DETAIL });
    const home = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh-token',
      headers: { cookie: a.cookie, origin: 'http://electrobench.test' },
    });
    expect(home.statusCode).toBe(200);
  });

  it('a cross-site logout is refused and the session lives on', async () => {
    const a = await createAccount(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: { cookie: a.cookie, 'sec-fetch-site': 'cross-site' },
    });
    expect(res.statusCode).toBe(403);
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: bearer(a) });
    expect(me.statusCode).toBe(200);
  });
});
