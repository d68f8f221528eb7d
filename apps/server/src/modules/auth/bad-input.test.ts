import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

// Account endpoints that take one value answer a missing or malformed one with 422 and a
// {loc, msg, type} list naming the field, and change nothing.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Case = { name: string; method: 'GET' | 'POST'; url: string; payload?: object; field: string };

const cases: Case[] = [
  {
    name: 'resend verification, bad email',
    method: 'POST',
    url: '/auth/resend-verification-email',
    payload: { email: 'no-at-sign' },
    field: 'email',
  },
  {
    name: 'resend verification, no email',
    method: 'POST',
    url: '/auth/resend-verification-email',
    payload: {},
    field: 'email',
  },
  {
    name: 'password reset request, bad email',
    method: 'POST',
    url: '/auth/request-password-reset',
    payload: { email: 'x@' },
    field: 'email',
  },
  {
    name: 'password reset, missing token',
    method: 'POST',
    url: '/auth/reset-password',
    payload: { new_password: 'long-enough-password-1' },
    field: 'token',
  },
  {
    name: 'username availability, missing',
    method: 'GET',
    url: '/auth/check-username-availability',
    field: 'username',
  },
  {
    name: 'username availability, invalid',
    method: 'GET',
    url: '/auth/check-username-availability?username=a%20b',
    field: 'username',
  },
  {
    name: 'email change confirmation, missing token',
    method: 'GET',
    url: '/users/me/confirm-change-email',
    field: 'token',
  },
  {
    name: 'email change confirmation, malformed token',
    method: 'GET',
    url: '/users/me/confirm-change-email?token=x',
    field: 'token',
  },
];

describe('bad input on account endpoints', () => {
  it.each(cases)('$name: 422 naming the field', async ({ method, url, payload, field }) => {
    const res = await t.app.inject({ method, url: `/api/v1${url}`, ...(payload && { payload }) });
    expect(res.statusCode).toBe(422);
    const detail = res.json<{ detail: { loc: (string | number)[]; msg: string }[] }>().detail;
    expect(detail.some((issue) => issue.loc.at(-1) === field && issue.msg.length > 0)).toBe(true);
    expect(t.mails).toHaveLength(0);
  });

  it('public profile: an over-long name is 422, a name nobody can have is a plain 404', async () => {
    const long = await t.app.inject({ method: 'GET', url: `/api/v1/users/profile/${'a'.repeat(65)}` });
    expect(long.statusCode).toBe(422);
    expect(long.json().detail[0].loc).toEqual(['params', 'username']);
    for (const name of ['%20', 'semi;colon']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/v1/users/profile/${name}` });
      expect(res.statusCode, name).toBe(404);
      expect(res.json()).toEqual({ detail: 'User not found.' });
    }
  });
});
