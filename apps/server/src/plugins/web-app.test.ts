import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

const dist = mkdtempSync(path.join(tmpdir(), 'eb-dist-'));
const script = 'console.log("ElectroBench");'.repeat(50);
mkdirSync(path.join(dist, 'assets'));
writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
writeFileSync(path.join(dist, 'assets', 'index-Ab12Cd34.js'), script);
writeFileSync(path.join(dist, 'assets', 'index-Ab12Cd34.js.gz'), gzipSync(script));
writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
writeFileSync(path.join(dist, 'manifest.webmanifest'), '{"name":"ElectroBench"}');
writeFileSync(
  path.join(dist, 'assets', 'ngspice-0123456789ab-Ab12Cd34.wasm'),
  Buffer.from([0, 0x61, 0x73, 0x6d]),
);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ WEB_DIST: dist });
});
afterAll(() => t.close());

describe('serving the built web app', () => {
  it('answers every page path with index.html, never cached', async () => {
    for (const url of ['/', '/tools/smd-search', '/no/such/page']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('id="root"');
    }
  });

  it('sends hashed assets pre-compressed and cacheable for a year', async () => {
    const gz = await t.app.inject({
      method: 'GET',
      url: '/assets/index-Ab12Cd34.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.statusCode).toBe(200);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gz.rawPayload.length).toBeLessThan(script.length / 5);
    const plain = await t.app.inject({
      method: 'GET',
      url: '/assets/index-Ab12Cd34.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('sends the service worker and the app manifest uncached, so a new version is seen at once', async () => {
    const sw = await t.app.inject({ method: 'GET', url: '/sw.js' });
    expect(sw.statusCode).toBe(200);
    expect(sw.headers['content-type']).toContain('javascript');
    expect(sw.headers['cache-control']).toBe('no-cache');
    // The page policy lets the app register a same-origin worker.
    expect(sw.headers['content-security-policy']).toMatch(/worker-src 'self'/);
    const manifest = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.headers['content-type']).toContain('application/manifest+json');
  });

  it('sends the simulator engine as WebAssembly (streamed compile needs the type), cached for a year', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/ngspice-0123456789ab-Ab12Cd34.wasm' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/wasm');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers a missing file with 404 instead of the app page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/gone-Zz99Yy88.js' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Not Found' });
  });
});
