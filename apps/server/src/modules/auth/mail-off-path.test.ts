import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_DETAIL } from '@electrobench/contracts/auth';
import type { Mail } from '../../lib/mailer';
import {
  backgroundDone,
  createAccount,
  createTestApp,
  tokenFromMail,
  type TestApp,
} from '../../../test/test-app';

// Reset and re-verification mails are held (or refused) by this mailer until a test says so; every
// other mail goes through at once so accounts can be created as usual.
let release: () => void = () => undefined;
let held: Promise<void> = Promise.resolve();
let failing = false;
const hold = () => {
  held = new Promise<void>((resolve) => (release = resolve));
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      mailer: (mails: Mail[]) => ({
        send: async (mail) => {
          if (/reset your password|verify your email/.test(mail.subject)) {
            await held;
            if (failing) throw new Error('mail server refused');
          }
          mails.push(mail);
        },
        close: () => undefined,
      }),
    },
  );
});
afterAll(async () => {
  release();
  await t.close();
});

const post = (url: string, email: string) =>
  t.app.inject({ method: 'POST', url: `/api/v1/auth/${url}`, payload: { email } });

describe('reset and re-verification mails go out after the answer', () => {
  it('answers a reset request at once while the mailer has not finished, then the mail arrives', async () => {
    const a = await createAccount(t);
    hold();
    // With a mailer that has not answered, a request that waited for it would never come back.
    const known = await post('request-password-reset', a.email);
    const unknown = await post('request-password-reset', 'nobody-here@example.test');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ detail: AUTH_DETAIL.resetSent });
    expect(unknown.body).toBe(known.body);
    expect(t.mails.filter((m) => m.to === a.email && /reset/.test(m.subject))).toHaveLength(0);
    release();
    await backgroundDone(t);
    const resets = t.mails.filter((m) => /reset/.test(m.subject));
    expect(resets.map((m) => m.to)).toEqual([a.email]);
    const token = tokenFromMail(t.mails, a.email, 'reset-password');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/reset-password',
      payload: { token, new_password: 'variac-isolation-transformer' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('a failing mail server cannot fail the request', async () => {
    const a = await createAccount(t);
    hold();
    failing = true;
    const res = await post('request-password-reset', a.email);
    expect(res.statusCode).toBe(200);
    release();
    await backgroundDone(t);
    failing = false;
    expect(t.mails.filter((m) => m.to === a.email && /reset/.test(m.subject))).toHaveLength(0);
  });

  it('answers a resend-verification request the same way', async () => {
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/signup',
      payload: {
        email: 'late-verifier@example.test',
        password: 'solder-fume-extractor-9',
        username: 'late_verifier',
      },
    });
    expect(signup.statusCode).toBe(201);
    hold();
    const res = await post('resend-verification-email', 'late-verifier@example.test');
    expect(res.statusCode).toBe(200);
    release();
    await backgroundDone(t);
    expect(t.mails.filter((m) => m.to === 'late-verifier@example.test')).toHaveLength(2);
  });

  it('bad input is still refused before anything is queued', async () => {
    const res = await post('request-password-reset', 'not-an-address');
    expect(res.statusCode).toBe(422);
  });
});
