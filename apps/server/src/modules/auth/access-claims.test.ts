import { SignJWT, decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_DETAIL } from '@electrobench/contracts/auth';
import { bearer, createAccount, createTestApp, refreshCookieOf, type TestApp } from '../../../test/test-app';

// The secret createTestApp configures: these tests forge tokens the way a leaked key would allow,
// to show that a valid signature alone is not enough.
const SECRET = new TextEncoder().encode('test-secret-that-is-long-enough-0123456789');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const me = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: { authorization: `Bearer ${token}` } });
const idOf = async (token: string) => (await me(token)).json<{ id: number }>().id;

function forge(claims: { sub: string; sid: string }, withExpiry = true) {
  const now = Math.floor(t.clock.now().getTime() / 1000);
  const jwt = new SignJWT({ sid: claims.sid })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuer('electrobench')
    .setAudience('electrobench-api')
    .setIssuedAt(now);
  if (withExpiry) jwt.setExpirationTime(now + 600);
  return jwt.sign(SECRET);
}

describe('access token claims', () => {
  it('a correctly forged token with expiry is accepted (the control case)', async () => {
    const a = await createAccount(t);
    const { sub, sid } = decodeJwt(a.token) as { sub: string; sid: string };
    expect((await me(await forge({ sub, sid }))).statusCode).toBe(200);
  });

  it('refuses a token without exp', async () => {
    const a = await createAccount(t);
    const { sub, sid } = decodeJwt(a.token) as { sub: string; sid: string };
    const res = await me(await forge({ sub, sid }, false));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: AUTH_DETAIL.notAuthenticated });
  });

  it('refuses a session id that belongs to another member (sid not tied to sub)', async () => {
    const a = await createAccount(t);
    const b = await createAccount(t);
    const { sid: sessionOfA } = decodeJwt(a.token) as { sid: string };
    const res = await me(await forge({ sub: String(await idOf(b.token)), sid: sessionOfA }));
    expect(res.statusCode).toBe(401);
  });

  it('answers 401, not 500, for a session id that is not a UUID', async () => {
    const a = await createAccount(t);
    const sub = String(await idOf(a.token));
    for (const sid of ['not-a-uuid', '', "1' or '1'='1", '0'.repeat(5000)]) {
      const res = await me(await forge({ sub, sid }));
      expect(res.statusCode, sid.slice(0, 20)).toBe(401);
      expect(res.json()).toEqual({ detail: AUTH_DETAIL.notAuthenticated });
    }
  });
});

describe('POST /auth/logout with only a bearer token', () => {
  it("ends that token's session (and only that one) even without the refresh cookie", async () => {
    const a = await createAccount(t);
    const other = await createAccount(t);
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: bearer(a) });
    expect(res.statusCode).toBe(200);
    expect((await me(a.token)).statusCode).toBe(401);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh-token',
      headers: { cookie: a.cookie },
    });
    expect(refresh.statusCode).toBe(401);
    // Another member's session is untouched.
    expect((await me(other.token)).statusCode).toBe(200);
    const theirs = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh-token',
      headers: { cookie: other.cookie },
    });
    expect(theirs.statusCode).toBe(200);
    expect(refreshCookieOf(theirs)).toBeTruthy();
  });

  it('a forged or expired bearer on logout is ignored, not an error', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: { authorization: 'Bearer abc.def.ghi' },
    });
    expect(res.statusCode).toBe(200);
  });
});
