import { connect, type AddressInfo } from 'node:net';
import { PassThrough } from 'node:stream';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createAccount, createTestApp, form, type Account, type TestApp } from '../../test/test-app';
import { createAdmin, multipartFile } from '../../test/test-helpers';
import { REQUEST_LIMITS } from '../lib/request-limits';

let t: TestApp;
let member: Account;
let admin: Account;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_ENABLED: 'false' });
  member = await createAccount(t);
  admin = await createAdmin(t);
});
afterAll(() => t.close());

/** A clean refusal: the status, a JSON {detail} and the API's own security headers. */
function expectCleanRefusal(res: LightMyRequestResponse, status?: number) {
  if (status !== undefined) expect(res.statusCode, res.body).toBe(status);
  expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, res.body).toBeLessThan(500);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(res.json<{ detail?: unknown }>().detail).toBeDefined();
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
}

const NUL = '\u0000';
const q = (text: string) => encodeURIComponent(text);

describe('a NUL character in any text input is refused with a 4xx', () => {
  const getCases = [
    `/smd/?search_term=${q(`ab${NUL}`)}`,
    `/ic-logos/?q=${q(`LM${NUL}`)}`,
    `/transistor-xref/search?q=${q(`2N${NUL}`)}`,
    `/transistor-xref/part/${q(`2N${NUL}`)}`,
    `/igbt-xref/search?q=${q(`IR${NUL}`)}`,
    `/opto/search?q=${q(`PC${NUL}`)}`,
    `/drives/manufacturers/${q(`ac${NUL}`)}`,
    `/users/search?q=${q(`me${NUL}`)}`,
    `/users/profile/${q(`me${NUL}`)}`,
    `/forum/search?q=${q(`fuse${NUL}`)}`,
  ];
  it.each(getCases)('GET %s', async (url) => {
    expectCleanRefusal(await t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: bearer(member) }));
  });

  const bodyCases: [string, string, object][] = [
    ['POST', '/lists/', { name: `Bench${NUL}` }],
    ['POST', '/sticky-notes/lists', { name: `Ideas${NUL}` }],
    ['POST', '/reminders', { title: `Solder${NUL}`, due_at: '2030-01-01T10:00:00Z' }],
    ['POST', '/tickets/', { title: `Broken${NUL}`, description: 'The page does not load at all.' }],
    [
      'POST',
      '/submissions/smd/',
      {
        code: `Z${NUL}`,
        part_number: 'BC847',
        manufacturer: 'Example',
        package: 'SOT-23',
        function: 'NPN',
        pin_count: 3,
        description: 'test',
        source: 'datasheet',
      },
    ],
    ['POST', '/dm/messages', { recipient_id: 1, content: `hello${NUL}` }],
  ];
  it.each(bodyCases)('%s %s', async (method, url, payload) => {
    const res = await t.app.inject({
      method: method as 'POST',
      url: `/api/v1${url}`,
      payload,
      headers: bearer(member),
    });
    expectCleanRefusal(res);
  });

  it('at login', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login/access-token',
      ...form({ username: `someone${NUL}`, password: 'whatever-password' }),
    });
    expectCleanRefusal(res);
  });

  it('in a multipart profile form', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/users/me',
      payload: `--xyz\r\nContent-Disposition: form-data; name="username"\r\n\r\nbad${NUL}name\r\n--xyz--\r\n`,
      headers: { 'content-type': 'multipart/form-data; boundary=xyz', ...bearer(member) },
    });
    expectCleanRefusal(res, 422);
  });

  it('in a catalogue CSV upload', async () => {
    const csv = `code,part_number,manufacturer,package,function,pin_count,description,source\nK${NUL},EX1,Ex,SOT-23,NPN,3,d,s`;
    const file = multipartFile('file', 'codes.csv', csv, 'text/csv');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/catalogue-import/smd-codes',
      payload: file.payload,
      headers: { ...file.headers, ...bearer(admin) },
    });
    expectCleanRefusal(res, 422);
  });
});

describe('ids beyond 32 bits are refused with a 4xx', () => {
  it.each([
    '/transistor-xref/soa/2147483648',
    '/lists/2147483648',
    '/gamification/points/99999999999',
    '/forum/threads/9999999999999999999999',
  ])('GET %s', async (url) => {
    expectCleanRefusal(await t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: bearer(member) }));
  });

  it('in a body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/dm/messages',
      payload: { recipient_id: 2147483648, content: 'hello' },
      headers: bearer(member),
    });
    expectCleanRefusal(res);
  });
});

describe('framework refusals carry {detail} and the API security headers', () => {
  it('bad JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/tickets/',
      payload: '{"title":',
      headers: { 'content-type': 'application/json' },
    });
    expectCleanRefusal(res, 400);
  });

  it('a body larger than a small route takes', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/tickets/',
      payload: { title: 'x'.repeat(300_000), description: 'y' },
    });
    expectCleanRefusal(res, 413);
  });

  it('a path segment too long for the router', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/users/profile/${'a'.repeat(1000)}` });
    expectCleanRefusal(res, 414);
  });

  it('an unsupported content type', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/tickets/',
      payload: '<x/>',
      headers: { 'content-type': 'application/xml' },
    });
    expectCleanRefusal(res, 415);
  });

  it('deeply nested JSON is refused before it is parsed', async () => {
    const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
    const small = await t.app.inject({
      method: 'POST',
      url: '/api/v1/tickets/',
      payload: nested(50_000),
      headers: { 'content-type': 'application/json' },
    });
    expectCleanRefusal(small, 400);
    // The catalogue import takes large JSON bodies, but not deep ones either.
    const large = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/catalogue-import/smd-codes',
      payload: nested(500_000),
      headers: { 'content-type': 'application/json', ...bearer(admin) },
    });
    expectCleanRefusal(large, 400);
  });

  it('headers too large for the HTTP parser, on a real socket', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const raw = await new Promise<string>((resolve, reject) => {
      let answer = '';
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(`GET /api/v1/tools/ HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
      });
      socket.on('data', (chunk) => (answer += chunk.toString()));
      socket.on('close', () => resolve(answer));
      socket.on('error', reject);
    });
    const [head = '', body = ''] = raw.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 431 /);
    expect(head).toMatch(/x-content-type-options: nosniff/i);
    expect(JSON.parse(body)).toEqual({ detail: 'The request headers are too large.' });
  });

  it('a malformed URL', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/users/profile/%E0%A4%A' });
    expectCleanRefusal(res);
  });
});

describe('broken uploads are refused with a 4xx', () => {
  const targets: [string, string, Account | 'member'][] = [
    ['POST', '/api/v1/admin/catalogue-import/smd-codes', 'member'],
    ['PATCH', '/api/v1/users/me', 'member'],
    ['POST', '/api/v1/ic-logos/1/image', 'member'],
  ];
  const who = (url: string) => (url.includes('/users/me') ? member : admin);

  it.each(targets)('%s %s: multipart without a boundary', async (method, url) => {
    const res = await t.app.inject({
      method: method as 'POST',
      url,
      payload: 'plain text',
      headers: { 'content-type': 'multipart/form-data', ...bearer(who(url)) },
    });
    expectCleanRefusal(res);
  });

  it.each(targets)('%s %s: multipart without its closing boundary', async (method, url) => {
    const res = await t.app.inject({
      method: method as 'POST',
      url,
      payload: '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\nhalf a file',
      headers: { 'content-type': 'multipart/form-data; boundary=xyz', ...bearer(who(url)) },
    });
    expectCleanRefusal(res);
  });

  it('a stalled catalogue upload holds no transaction, and its abort is a 400', async () => {
    const body = new PassThrough();
    const head =
      '--xyz\r\nContent-Disposition: form-data; name="file"; filename="codes.csv"\r\nContent-Type: text/csv\r\n\r\n' +
      'code,part_number,manufacturer,package,function,pin_count,description,source\n' +
      'S1,EXS1,Example Semi,SOT-23,NPN,3,stalled row,datasheet\n';
    body.write(head);
    const upload = t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/catalogue-import/smd-codes',
      payload: body,
      headers: { 'content-type': 'multipart/form-data; boundary=xyz', ...bearer(admin) },
    });
    // While the client dawdles, every other database-backed call still answers.
    const meanwhile = await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: bearer(member) });
    expect(meanwhile.statusCode).toBe(200);
    body.end();
    expectCleanRefusal(await upload, 400);
    const after = await t.app.inject({ method: 'GET', url: '/api/v1/smd/?search_term=EXS1' });
    expect(after.json<{ total_items: number }>().total_items).toBe(0);
  });

  it('a catalogue upload that is not CSV', async () => {
    const file = multipartFile(
      'file',
      'codes.csv',
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0xff]),
      'text/csv',
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/catalogue-import/smd-codes',
      payload: file.payload,
      headers: { ...file.headers, ...bearer(admin) },
    });
    expectCleanRefusal(res, 422);
  });
});

describe('every request is bounded in time', () => {
  it('keeps the production limits', () => {
    expect(t.app.server.requestTimeout).toBe(REQUEST_LIMITS.requestTimeoutMs);
    expect(t.app.server.headersTimeout).toBeGreaterThan(0);
  });

  it('answers 408 and closes a request whose body never arrives, while others are served', async () => {
    // Same code path as production with the limit shortened from 120 s to 1 s.
    const quick = await createTestApp({}, { requestTimeoutMs: 1000 });
    try {
      await quick.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = quick.app.server.address() as AddressInfo;
      const started = Date.now();
      const stalled = new Promise<{ raw: string; ms: number }>((resolve, reject) => {
        let raw = '';
        const socket = connect(port, '127.0.0.1', () => {
          socket.write(
            'POST /api/v1/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
              'Content-Length: 200\r\n\r\n{"username":"a',
          );
        });
        socket.on('data', (chunk) => (raw += chunk.toString()));
        socket.on('close', () => resolve({ raw, ms: Date.now() - started }));
        socket.on('error', reject);
      });
      const meanwhile = await fetch(`http://127.0.0.1:${port}/api/v1/tools/`);
      expect(meanwhile.status).toBe(200);
      const { raw, ms } = await stalled;
      const [head = '', body = ''] = raw.split('\r\n\r\n');
      expect(head).toMatch(/^HTTP\/1\.1 408 /);
      expect(head).toMatch(/x-content-type-options: nosniff/i);
      expect(JSON.parse(body)).toHaveProperty('detail');
      // Cut after the limit, not held until some much later sweep (the check runs every 250 ms here).
      expect(ms).toBeGreaterThanOrEqual(900);
      expect(ms).toBeLessThan(10_000);
    } finally {
      await quick.close();
    }
  });
});
