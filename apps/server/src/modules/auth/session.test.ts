import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_DETAIL } from '@electrobench/contracts/auth';
import { REFRESH_GRACE_MS } from './policy';
import {
  backgroundDone,
  bearer,
  createAccount,
  createTestApp,
  login,
  refreshCookieOf,
  tokenFromMail,
  type TestApp,
} from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 86_400_000;
const me = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: { authorization: `Bearer ${token}` } });
const refresh = (cookie: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/refresh-token', headers: { cookie } });

describe('POST /auth/login/access-token', () => {
  it('accepts the username or the email and sets a strict HttpOnly refresh cookie on the auth path', async () => {
    const a = await createAccount(t);
    const byEmail = await login(t, a.email.toUpperCase(), a.password);
    expect((await me(byEmail.token)).json().username).toBe(a.username);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login/access-token',
      payload: `username=${a.username}&password=${a.password}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.json().token_type).toBe('bearer');
    const cookie = res.cookies.find((c) => c.name === 'eb_refresh');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/v1/auth' });
    expect(cookie?.secure).toBeFalsy();
    expect(cookie?.value.length).toBeGreaterThanOrEqual(22);
  });

  it('answers an unknown user and a wrong password with the same 401', async () => {
    const a = await createAccount(t);
    const form = (u: string, p: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login/access-token',
        payload: new URLSearchParams({ username: u, password: p }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
    const wrong = await form(a.username, 'not-the-password');
    const unknown = await form('no_such_user', 'not-the-password');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ detail: AUTH_DETAIL.badCredentials });
    expect(unknown.body).toBe(wrong.body);
  });

  it('rejects a login form with missing fields as 422', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login/access-token',
      payload: 'username=',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail.map((d: { loc: string[] }) => d.loc.join('.'))).toContain('body.password');
  });

  it('issues an access token that expires after 15 minutes', async () => {
    const a = await createAccount(t);
    expect((await me(a.token)).statusCode).toBe(200);
    t.clock.advance(15 * 60_000 + 1000);
    const expired = await me(a.token);
    expect(expired.statusCode).toBe(401);
    expect(expired.headers['www-authenticate']).toBe('Bearer');
  });
});

describe('POST /auth/refresh-token', () => {
  it('rotates the token on every use and returns a working access token', async () => {
    const a = await createAccount(t);
    const first = await refresh(a.cookie);
    expect(first.statusCode).toBe(200);
    const next = refreshCookieOf(first);
    expect(next).not.toBe(a.cookie);
    expect((await me(first.json().access_token)).statusCode).toBe(200);
    expect((await refresh(next)).statusCode).toBe(200);
  });

  it('treats reuse of a rotated token as theft: the whole family is revoked', async () => {
    const a = await createAccount(t);
    const rotated = await refresh(a.cookie);
    const current = refreshCookieOf(rotated);
    t.clock.advance(REFRESH_GRACE_MS + 1000);
    const reuse = await refresh(a.cookie);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toEqual({ detail: 'Refresh token reused or invalidated' });
    expect((await refresh(current)).statusCode).toBe(401);
    expect((await me(rotated.json().access_token)).statusCode).toBe(401);
  });

  it('a token rotated moments ago works once more (an aborted refresh), for the same session', async () => {
    const a = await createAccount(t);
    const rotated = await refresh(a.cookie);
    expect(rotated.statusCode).toBe(200);
    // The browser never stored the answer (the page reloaded) and sends the old cookie again.
    t.clock.advance(REFRESH_GRACE_MS - 1000);
    const retry = await refresh(a.cookie);
    expect(retry.statusCode).toBe(200);
    const retried = refreshCookieOf(retry);
    expect((await me(retry.json().access_token)).statusCode).toBe(200);
    expect(decodeJwt(retry.json().access_token).sid).toBe(decodeJwt(a.token).sid);
    // Once only: a third showing of the same token is theft and ends the whole session.
    const third = await refresh(a.cookie);
    expect(third.statusCode).toBe(401);
    expect(third.json()).toEqual({ detail: AUTH_DETAIL.refreshReused });
    expect((await refresh(retried)).statusCode).toBe(401);
    expect((await refresh(refreshCookieOf(rotated))).statusCode).toBe(401);
    expect((await me(retry.json().access_token)).statusCode).toBe(401);
  });

  it('after the grace window the old token is theft, as before', async () => {
    const a = await createAccount(t);
    const rotated = await refresh(a.cookie);
    t.clock.advance(REFRESH_GRACE_MS);
    const late = await refresh(a.cookie);
    expect(late.statusCode).toBe(401);
    expect(late.json()).toEqual({ detail: AUTH_DETAIL.refreshReused });
    expect((await refresh(refreshCookieOf(rotated))).statusCode).toBe(401);
    expect((await me(rotated.json().access_token)).statusCode).toBe(401);
  });

  it('the grace is for the token just rotated, not for one rotated twice back', async () => {
    const a = await createAccount(t);
    const first = await refresh(a.cookie);
    const second = await refresh(refreshCookieOf(first));
    expect(second.statusCode).toBe(200);
    // a.cookie was rotated into `first`, which was itself rotated: presenting a.cookie now is theft.
    expect((await refresh(a.cookie)).statusCode).toBe(401);
    expect((await refresh(refreshCookieOf(second))).statusCode).toBe(401);
  });

  it('needs the cookie and refuses an unknown one', async () => {
    const none = await t.app.inject({ method: 'POST', url: '/api/v1/auth/refresh-token' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ detail: AUTH_DETAIL.refreshMissing });
    expect((await refresh('eb_refresh=forged-value')).statusCode).toBe(401);
  });

  it('ends a session idle for longer than 7 days', async () => {
    const a = await createAccount(t);
    t.clock.advance(7 * DAY + 1000);
    expect((await refresh(a.cookie)).statusCode).toBe(401);
  });

  it('ends every session after 30 days however often it was refreshed', async () => {
    const a = await createAccount(t);
    let cookie = a.cookie;
    for (let day = 6; day < 30; day += 6) {
      t.clock.advance(6 * DAY);
      const res = await refresh(cookie);
      expect(res.statusCode, `day ${day}`).toBe(200);
      cookie = refreshCookieOf(res);
    }
    t.clock.advance(6 * DAY);
    expect((await refresh(cookie)).statusCode).toBe(401);
  });
});

describe('POST /auth/logout', () => {
  it('revokes the session without needing an access token and clears the cookie', async () => {
    const a = await createAccount(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: { cookie: a.cookie },
    });
    expect(res.statusCode).toBe(200);
    const cleared = res.cookies.find((c) => c.name === 'eb_refresh');
    expect(cleared?.value).toBe('');
    expect((await refresh(a.cookie)).statusCode).toBe(401);
    expect((await me(a.token)).statusCode).toBe(401);
  });

  it('succeeds even without any cookie', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout' })).statusCode).toBe(200);
  });
});

describe('password reset', () => {
  const requestReset = async (email: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/request-password-reset',
      payload: { email },
    });
    await backgroundDone(t);
    return res;
  };
  const reset = (token: string, new_password: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/auth/reset-password', payload: { token, new_password } });

  it('answers the same for known and unknown addresses', async () => {
    const a = await createAccount(t);
    const known = await requestReset(a.email);
    const unknown = await requestReset('ghost@example.test');
    expect(known.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    expect(t.mails.filter((m) => m.to === 'ghost@example.test')).toHaveLength(0);
  });

  it('sets the new password once and signs out every session', async () => {
    const a = await createAccount(t);
    const other = await login(t, a.username, a.password);
    await requestReset(a.email);
    const token = tokenFromMail(t.mails, a.email, 'reset-password');
    const res = await reset(token, 'new-bench-supply-30v');
    expect(res.statusCode).toBe(200);
    expect((await reset(token, 'another-bench-supply')).statusCode).toBe(400);
    expect((await me(a.token)).statusCode).toBe(401);
    expect((await refresh(other.cookie)).statusCode).toBe(401);
    await expect(login(t, a.username, a.password)).rejects.toThrow();
    expect((await login(t, a.username, 'new-bench-supply-30v')).token).toBeTruthy();
  });

  it('expires the reset link after one hour and validates the new password', async () => {
    const a = await createAccount(t);
    await requestReset(a.email);
    const token = tokenFromMail(t.mails, a.email, 'reset-password');
    expect((await reset(token, 'short')).statusCode).toBe(422);
    expect((await reset(token, 'qwertyuiop')).statusCode).toBe(422);
    t.clock.advance(3_600_000 + 1000);
    const late = await reset(token, 'new-bench-supply-30v');
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({ detail: AUTH_DETAIL.badToken });
  });
});

describe('responses never carry secrets', () => {
  it('no password hash or refresh token appears in any JSON body', async () => {
    const a = await createAccount(t);
    const bodies = [
      (await me(a.token)).body,
      (await t.app.inject({ method: 'GET', url: `/api/v1/users/profile/${a.username}` })).body,
      (await t.app.inject({ method: 'GET', url: `/api/v1/users/search?q=${a.username}`, headers: bearer(a) }))
        .body,
      (await refresh(a.cookie)).body,
    ];
    for (const body of bodies) {
      expect(body).not.toMatch(/argon2|password_hash|passwordHash/);
      expect(body).not.toContain(a.cookie.split('=')[1]);
    }
  });
});
