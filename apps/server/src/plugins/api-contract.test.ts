import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CORS_ORIGINS: 'https://allowed.example' });
});
afterAll(() => t.close());

describe('API contract', () => {
  it('answers unknown API paths with 404 {"detail":"Not Found"}', async () => {
    for (const url of ['/api/v1/nope', '/api/v1/users/me/extra', '/api/unknown']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ detail: 'Not Found' });
    }
  });

  it('refuses a body over 1 MiB with 413 and a detail', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/signup',
      payload: JSON.stringify({ email: 'x@example.test', password: 'a'.repeat(1_100_000), username: 'big' }),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ detail: 'Request body is too large.' });
  });

  it('explains malformed JSON without leaking parser internals', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/signup',
      payload: '{"email": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: 'The request body is not valid JSON.' });
  });

  it('sends pages a CSP that allows no inline script, and no X-Powered-By anywhere', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/tools/smd-search' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-eval'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('gives API answers the short deny-all policy: nothing in them may load or frame anything', async () => {
    for (const url of ['/api/v1/tools/', '/api/v1/nope']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['content-security-policy'], url).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['referrer-policy'], url).toBe('no-referrer');
      expect(res.headers['x-powered-by'], url).toBeUndefined();
    }
  });

  it('takes multipart only on the upload routes: elsewhere it is 415 with a detail', async () => {
    const boundary = 'ebBoundary';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/signup',
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="email"\r\n\r\nx@example.test\r\n--${boundary}--\r\n`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ detail: 'Unsupported media type.' });
  });

  it('allows CORS only for configured origins', async () => {
    const ok = await t.app.inject({
      method: 'GET',
      url: '/api/v1/tools/',
      headers: { origin: 'https://allowed.example' },
    });
    expect(ok.headers['access-control-allow-origin']).toBe('https://allowed.example');
    expect(ok.headers['access-control-allow-credentials']).toBe('true');
    const no = await t.app.inject({
      method: 'GET',
      url: '/api/v1/tools/',
      headers: { origin: 'https://evil.example' },
    });
    expect(no.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('publishes an OpenAPI 3 document generated from the route schemas, and a browsable page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/v1/auth/signup', '/api/v1/auth/login/access-token', '/api/v1/users/me']),
    );
    const signupBody = doc.paths['/api/v1/auth/signup'].post.requestBody.content['application/json'].schema;
    expect(signupBody.required).toEqual(expect.arrayContaining(['email', 'password', 'username']));
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-type']).toContain('text/html');
  });

  it('answers a failing database with a bare 500 detail: no stack trace, no SQL', async () => {
    const broken = await createTestApp();
    await broken.breakDatabase();
    const res = await broken.app.inject({ method: 'GET', url: '/api/v1/users/stats/total-count' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ detail: 'Internal Server Error' });
    await broken.close();
  });
});

describe('without CORS_ORIGINS', () => {
  it('sends no CORS headers to any other origin, even on a preflight', async () => {
    const plain = await createTestApp();
    try {
      const res = await plain.app.inject({
        method: 'GET',
        url: '/api/v1/tools/',
        headers: { origin: 'https://elsewhere.example' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
      const preflight = await plain.app.inject({
        method: 'OPTIONS',
        url: '/api/v1/users/me',
        headers: { origin: 'https://elsewhere.example', 'access-control-request-method': 'PATCH' },
      });
      expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
      expect(preflight.headers['access-control-allow-methods']).toBeUndefined();
    } finally {
      await plain.close();
    }
  });
});
