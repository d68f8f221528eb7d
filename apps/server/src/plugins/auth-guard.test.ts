import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('auth guard', () => {
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
