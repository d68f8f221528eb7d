import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  backgroundDone,
  bearer,
  createAccount,
  createTestApp,
  form,
  login,
  refreshCookieOf,
  tokenFromMail,
  type Account,
  type TestApp,
} from '../../../test/test-app';

// Each account action changes the caller only: a second member's profile, preferences and
// sessions come through untouched.
let t: TestApp;
let a: Account;
let b: Account;
beforeAll(async () => {
  t = await createTestApp();
  a = await createAccount(t);
  b = await createAccount(t);
});
afterAll(() => t.close());

const me = (who: Account) => t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: bearer(who) });
const refresh = (who: Account) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/refresh-token', headers: { cookie: who.cookie } });

describe("one member's account actions leave another member alone", () => {
  it('notification preferences', async () => {
    const before = (await me(b)).json();
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/users/me/notification-preferences',
      headers: { ...bearer(a), ...form({}).headers },
      payload: form({ notify_email: 'false', notify_sound_general: 'false' }).payload,
    });
    expect(res.json()).toMatchObject({ notify_email: false, notify_sound_general: false });
    expect((await me(b)).json()).toEqual(before);
  });

  it('logout', async () => {
    const session = await login(t, a.username, a.password);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: { cookie: session.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect((await me(session)).statusCode).toBe(401);
    expect((await me(b)).statusCode).toBe(200);
    const rotated = await refresh(b);
    expect(rotated.statusCode).toBe(200);
    b = { ...b, cookie: refreshCookieOf(rotated) };
  });

  it('password change and reset', async () => {
    const change = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/me/change-password',
      headers: bearer(a),
      payload: { current_password: a.password, new_password: 'fresh-oscilloscope-probe' },
    });
    expect(change.statusCode).toBe(200);
    a = { ...a, password: 'fresh-oscilloscope-probe' };
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/request-password-reset',
      payload: { email: a.email },
    });
    await backgroundDone(t);
    const token = tokenFromMail(t.mails, a.email, 'reset-password');
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/reset-password',
      payload: { token, new_password: 'another-bench-supply-24v' },
    });
    expect(reset.statusCode).toBe(200);
    a = { ...a, password: 'another-bench-supply-24v' };
    expect((await me(b)).statusCode).toBe(200);
    await expect(login(t, b.username, b.password)).resolves.toMatchObject({ username: b.username });
  });

  it('email change: the link changes only the member it was mailed for', async () => {
    const session = await login(t, a.username, a.password);
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/me/request-change-email',
      headers: bearer(session),
      payload: { new_email: 'a-moved@example.test', current_password: a.password },
    });
    const token = tokenFromMail(t.mails, 'a-moved@example.test', 'confirm-email-change');
    // Opened while signed in as somebody else, the link still changes its own account only.
    const confirm = await t.app.inject({
      method: 'GET',
      url: `/api/v1/users/me/confirm-change-email?token=${encodeURIComponent(token)}`,
      headers: bearer(b),
    });
    expect(confirm.statusCode).toBe(200);
    expect((await me(session)).json().email).toBe('a-moved@example.test');
    expect((await me(b)).json().email).toBe(b.email);
  });

  it('account deletion', async () => {
    const session = await login(t, a.username, a.password);
    const del = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/me/delete',
      headers: bearer(session),
      payload: { password: a.password },
    });
    expect(del.statusCode).toBe(200);
    expect((await me(b)).json()).toMatchObject({ username: b.username, email: b.email });
    const profile = await t.app.inject({ method: 'GET', url: `/api/v1/users/profile/${b.username}` });
    expect(profile.statusCode).toBe(200);
  });
});
