import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { AUTH_DETAIL } from '@electrobench/contracts/auth';
import { users } from '../../db/schema/users';
import { backgroundDone, createTestApp, tokenFromMail, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signup = (payload: object) => t.app.inject({ method: 'POST', url: '/api/v1/auth/signup', payload });
const loginForm = (username: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login/access-token',
    payload: new URLSearchParams({ username, password }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

describe('POST /auth/signup', () => {
  it('creates an unverified account, stores an argon2id hash and mails a 48 h verification link', async () => {
    const res = await signup({
      email: 'Ada@Example.test',
      password: 'capacitor-plague-2004',
      username: 'ada_l',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ detail: AUTH_DETAIL.signupDone });
    expect(res.body).not.toMatch(/argon2|password/i);
    const [row] = await t.app.ctx.db.select().from(users).where(eq(users.username, 'ada_l'));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row?.emailVerifiedAt).toBeNull();
    const mail = t.mails.find((m) => m.to === 'Ada@Example.test');
    expect(mail?.subject).toContain('ElectroBench');
    expect(mail?.text).toMatch(/^http:\/\/electrobench\.test\/verify-email\?token=/m);
    expect(mail?.html).toContain('href="http://electrobench.test/verify-email?token=');
  });

  it('rejects bad input with a 422 list that names each field', async () => {
    const res = await signup({ email: 'not-an-email', password: 'short', username: 'a b' });
    expect(res.statusCode).toBe(422);
    const detail = res.json<{ detail: { loc: string[]; msg: string }[] }>().detail;
    const fields = detail.map((d) => d.loc.join('.'));
    expect(fields).toEqual(expect.arrayContaining(['body.email', 'body.password', 'body.username']));
    expect(detail.find((d) => d.loc[1] === 'password')?.msg).toBe('Password must be at least 8 characters.');
  });

  it('refuses usernames outside 3-30 letters, digits, _ and -', async () => {
    for (const username of ['ab', 'x'.repeat(31), 'with space', 'dot.name', 'ümlaut']) {
      const res = await signup({
        email: `${Math.random()}@example.test`,
        password: 'capacitor-plague-2004',
        username,
      });
      expect(res.statusCode, username).toBe(422);
    }
  });

  it('refuses a password from the common-password list', async () => {
    const res = await signup({ email: 'common@example.test', password: 'password123', username: 'commonpw' });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail[0]).toMatchObject({
      loc: ['body', 'password'],
      msg: AUTH_DETAIL.commonPassword,
    });
  });

  it('keeps email and username unique regardless of case, with a clear 409', async () => {
    const first = await signup({
      email: 'grace@example.test',
      password: 'vacuum-tube-rectifier',
      username: 'Grace',
    });
    expect(first.statusCode).toBe(201);
    const sameEmail = await signup({
      email: 'GRACE@example.test',
      password: 'vacuum-tube-rectifier',
      username: 'grace2',
    });
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json()).toEqual({ detail: AUTH_DETAIL.emailTaken });
    const sameName = await signup({
      email: 'other@example.test',
      password: 'vacuum-tube-rectifier',
      username: 'gRACE',
    });
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json()).toEqual({ detail: AUTH_DETAIL.usernameTaken });
  });
});

describe('email verification', () => {
  it('blocks login until verified, then the link works exactly once', async () => {
    await signup({ email: 'linus@example.test', password: 'flux-core-inductor', username: 'linus' });
    const blocked = await loginForm('linus', 'flux-core-inductor');
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toEqual({ detail: AUTH_DETAIL.unverified });

    const token = tokenFromMail(t.mails, 'linus@example.test', 'verify-email');
    const ok = await t.app.inject({ method: 'GET', url: `/api/v1/auth/verify-email?token=${token}` });
    expect(ok.statusCode).toBe(200);
    const again = await t.app.inject({ method: 'GET', url: `/api/v1/auth/verify-email?token=${token}` });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ detail: AUTH_DETAIL.badToken });
    expect((await loginForm('linus', 'flux-core-inductor')).statusCode).toBe(200);
  });

  it('expires the link after 48 hours', async () => {
    await signup({ email: 'late@example.test', password: 'flux-core-inductor', username: 'late' });
    const token = tokenFromMail(t.mails, 'late@example.test', 'verify-email');
    t.clock.advance(48 * 3_600_000 + 1000);
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/auth/verify-email?token=${token}` });
    expect(res.statusCode).toBe(400);
  });

  it('resend answers the same for unknown, verified and unverified addresses', async () => {
    await signup({ email: 'resend@example.test', password: 'flux-core-inductor', username: 'resender' });
    const before = t.mails.length;
    const answers = [];
    for (const email of ['resend@example.test', 'nobody-here@example.test', 'linus@example.test']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/resend-verification-email',
        payload: { email },
      });
      answers.push([res.statusCode, res.body]);
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]?.[0]).toBe(200);
    await backgroundDone(t);
    expect(t.mails.length).toBe(before + 1);
    expect(t.mails.at(-1)?.to).toBe('resend@example.test');
  });

  it('rejects a malformed token with 422 and a missing one with 422', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/auth/verify-email?token=x' })).statusCode).toBe(
      422,
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/auth/verify-email' })).statusCode).toBe(422);
  });
});

describe('availability checks', () => {
  it('reports taken and free names and addresses, case-insensitively', async () => {
    const q = (url: string) =>
      t.app.inject({ method: 'GET', url: `/api/v1/auth/${url}` }).then((r) => r.json());
    expect(await q('check-username-availability?username=GRACE')).toEqual({ available: false });
    expect(await q('check-username-availability?username=free_name')).toEqual({ available: true });
    expect(await q('check-email-availability?email=Grace%40Example.test')).toEqual({ available: false });
    expect(await q('check-email-availability?email=free%40example.test')).toEqual({ available: true });
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/check-email-availability?email=nope',
    });
    expect(bad.statusCode).toBe(422);
  });
});
