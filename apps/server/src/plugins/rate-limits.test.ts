import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createAccount, createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    RATE_LIMIT_LOGIN_PER_MINUTE: '3',
    RATE_LIMIT_LOGIN_PER_HOUR: '50',
    RATE_LIMIT_SENSITIVE_PER_HOUR: '2',
    RATE_LIMIT_AVAILABILITY_PER_MINUTE: '2',
  });
});
afterAll(() => t.close());

const attempt = (username: string, ip: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login/access-token',
    remoteAddress: ip,
    payload: new URLSearchParams({ username, password: 'wrong-password' }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  });

describe('rate limits', () => {
  it('limits login per IP with 429, Retry-After and a detail', async () => {
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await attempt(`someone${i}`, '10.0.0.1')).statusCode);
    expect(codes).toEqual([401, 401, 401, 429]);
    const res = await attempt('someone9', '10.0.0.1');
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.json().detail).toMatch(/^Too many attempts\. Try again in \d+ seconds\.$/);
  });

  // Failed sign-ins per account (any name, many IPs) are tested in modules/auth/login-failures.test.ts.

  it('ignores a spoofed X-Forwarded-For when no proxy is trusted', async () => {
    const codes = [];
    for (let i = 0; i < 4; i++) {
      codes.push((await attempt(`spoof${i}`, '10.2.0.1', { 'x-forwarded-for': `192.0.2.${i}` })).statusCode);
    }
    expect(codes.at(-1)).toBe(429);
  });

  it('limits password reset requests and availability checks', async () => {
    const reset = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/request-password-reset',
        remoteAddress: '10.3.0.1',
        payload: { email: 'a@example.test' },
      });
    expect([(await reset()).statusCode, (await reset()).statusCode, (await reset()).statusCode]).toEqual([
      200, 200, 429,
    ]);
    const check = () =>
      t.app.inject({
        method: 'GET',
        url: '/api/v1/auth/check-username-availability?username=abc',
        remoteAddress: '10.3.0.2',
      });
    expect([(await check()).statusCode, (await check()).statusCode, (await check()).statusCode]).toEqual([
      200, 200, 429,
    ]);
  });
});

describe('the sensitive account routes share an hourly limit per IP', () => {
  const routes: { name: string; url: string; payload: (i: number) => object; auth?: boolean }[] = [
    {
      name: 'signup',
      url: '/api/v1/auth/signup',
      payload: (i) => ({
        email: `limit${i}@example.test`,
        password: 'solder-fume-extractor-9',
        username: `limit${i}`,
      }),
    },
    {
      name: 'resend verification',
      url: '/api/v1/auth/resend-verification-email',
      payload: () => ({ email: 'someone@example.test' }),
    },
    {
      name: 'email change request',
      url: '/api/v1/users/me/request-change-email',
      payload: (i) => ({ new_email: `moved${i}@example.test`, current_password: 'wrong-password' }),
      auth: true,
    },
  ];
  it.each(routes.map((r, n) => ({ ...r, ip: `10.4.0.${n + 1}` })))(
    '$name: the third request within the hour is 429 with Retry-After',
    async ({ url, payload, auth, ip }) => {
      const headers = auth ? bearer(await createAccount(t)) : {};
      const codes = [];
      for (let i = 0; i < 3; i++) {
        const res = await t.app.inject({
          method: 'POST',
          url,
          remoteAddress: ip,
          headers,
          payload: payload(i),
        });
        codes.push(res.statusCode);
        if (res.statusCode === 429) expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      }
      expect(codes.slice(0, 2).every((c) => c !== 429)).toBe(true);
      expect(codes[2]).toBe(429);
    },
  );
});

describe('the hourly login limit', () => {
  it('stops a slow guesser that stays under the per-minute limit', async () => {
    const hourly = await createTestApp({
      RATE_LIMIT_LOGIN_PER_MINUTE: '100',
      RATE_LIMIT_LOGIN_PER_HOUR: '4',
    });
    try {
      const codes = [];
      for (let i = 0; i < 5; i++) {
        const res = await hourly.app.inject({
          method: 'POST',
          url: '/api/v1/auth/login/access-token',
          remoteAddress: '10.5.0.1',
          payload: new URLSearchParams({ username: `slow${i}`, password: 'wrong-password' }).toString(),
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        });
        codes.push(res.statusCode);
      }
      expect(codes).toEqual([401, 401, 401, 401, 429]);
    } finally {
      await hourly.close();
    }
  });
});

describe('behind a trusted proxy', () => {
  it('counts by the X-Forwarded-For client address the proxy reports', async () => {
    const proxied = await createTestApp({ TRUST_PROXY: '10.9.0.1', RATE_LIMIT_LOGIN_PER_MINUTE: '2' });
    try {
      const viaProxy = (client: string, i: number) =>
        proxied.app.inject({
          method: 'POST',
          url: '/api/v1/auth/login/access-token',
          remoteAddress: '10.9.0.1',
          payload: new URLSearchParams({ username: `p${client}${i}`, password: 'wrong-password' }).toString(),
          headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': client },
        });
      const first = [];
      for (let i = 0; i < 3; i++) first.push((await viaProxy('198.51.100.7', i)).statusCode);
      expect(first).toEqual([401, 401, 429]);
      expect((await viaProxy('198.51.100.8', 0)).statusCode).toBe(401);
    } finally {
      await proxied.close();
    }
  });
});
