import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

const PAGE = '/tools/smd-search';
const API = '/api/v1/tools/';

let plain: TestApp;
let behindProxy: TestApp;
let secure: TestApp;
beforeAll(async () => {
  plain = await createTestApp();
  // inject() connects from 127.0.0.1, so this app believes that address's X-Forwarded-Proto.
  behindProxy = await createTestApp({ TRUST_PROXY: '127.0.0.1' });
  secure = await createTestApp({ PUBLIC_URL: 'https://bench.example' });
});
afterAll(async () => {
  await Promise.all([plain.close(), behindProxy.close(), secure.close()]);
});

const get = (t: TestApp, url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('page CSP', () => {
  it('lets pages open sockets to our own origin only, not to any ws:/wss: host', async () => {
    for (const [t, socketOrigin] of [
      [plain, 'ws://electrobench.test'],
      [secure, 'wss://bench.example'],
    ] as const) {
      const csp = String((await get(t, PAGE)).headers['content-security-policy']);
      const connect = /(?:^|;)\s*connect-src ([^;]*)/.exec(csp)?.[1]?.split(' ');
      expect(connect).toEqual(["'self'", socketOrigin]);
    }
  });
});

describe('HSTS', () => {
  it('is not sent over plain http, on pages or API answers', async () => {
    for (const url of [PAGE, API]) {
      expect((await get(plain, url)).headers['strict-transport-security'], url).toBeUndefined();
      expect((await get(behindProxy, url)).headers['strict-transport-security'], url).toBeUndefined();
    }
  });

  it('is sent when a trusted proxy says the request came over https', async () => {
    for (const url of [PAGE, API]) {
      const res = await get(behindProxy, url, { 'x-forwarded-proto': 'https' });
      expect(res.headers['strict-transport-security'], url).toMatch(/^max-age=31536000/);
    }
  });

  it('ignores X-Forwarded-Proto from an address that is not a trusted proxy', async () => {
    for (const url of [PAGE, API]) {
      const res = await get(plain, url, { 'x-forwarded-proto': 'https' });
      expect(res.headers['strict-transport-security'], url).toBeUndefined();
    }
  });

  it('is sent on every answer when PUBLIC_URL is https', async () => {
    for (const url of [PAGE, API]) {
      expect((await get(secure, url)).headers['strict-transport-security'], url).toMatch(/^max-age=31536000/);
    }
  });
});
