import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { icLogosSeeder } from '../db/seed/components-seeder';
import { createTestApp, type TestApp } from '../../test/test-app';

// API answers go out compressed when the client accepts it (registered in app.ts with
// @fastify/compress); bodies sent compressed are never inflated.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await icLogosSeeder.run(t.app.ctx);
});
afterAll(() => t.close());

const get = (url: string, encoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

describe('compressed API answers', () => {
  it('sends a large lookup answer brotli-compressed, the same JSON once decoded, cached or not', async () => {
    const plain = await get('/api/v1/ic-logos/');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const makers = plain.json<{ name: string }[]>();
    expect(makers.length).toBeGreaterThan(100);

    for (let round = 0; round < 2; round++) {
      const br = await get('/api/v1/ic-logos/', 'gzip, deflate, br');
      expect(br.statusCode).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      expect(br.headers['content-type']).toMatch(/^application\/json/);
      expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(makers);
    }
  });

  it('falls back to gzip, and leaves small answers alone', async () => {
    const gz = await get('/api/v1/ic-logos/', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString('utf8')).length).toBeGreaterThan(100);

    const small = await get('/api/v1/ic-logos/?q=Intel', 'br');
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.json<{ name: string }[]>()[0]?.name).toBe('Intel');
  });

  it('keeps the {detail} error shape readable when compressed', async () => {
    const res = await get('/api/v1/ic-logos/?q=' + 'x'.repeat(5000), 'br');
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    const body =
      res.headers['content-encoding'] === 'br' ? brotliDecompressSync(res.rawPayload) : res.rawPayload;
    expect(JSON.parse(body.toString('utf8'))).toHaveProperty('detail');
  });

  it('does not inflate a compressed request body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ username: 'nobody', password: 'wrong-password' })),
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json()).toHaveProperty('detail');
  });
});
