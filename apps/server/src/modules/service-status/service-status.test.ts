import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { EXTERNAL_CHECK_TTL_MS, STATUS_TTL_MS } from './routes';

// A stand-in weather provider; no test reaches the internet.
let provider: Server;
let providerStatus = 200;
let calls = 0;
let t: TestApp;
beforeAll(async () => {
  provider = createServer((_req, res) => {
    calls += 1;
    res.writeHead(providerStatus, { 'content-type': 'application/json' }).end('{}');
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  const { port } = provider.address() as AddressInfo;
  t = await createTestApp({ WEATHER_API_URL: `http://127.0.0.1:${port}/v1/forecast` });
});
afterAll(async () => {
  await t.close();
  provider.close();
});

type Health = { status: string; services: { name: string; status: string; message: string }[] };
const status = async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/status' });
  expect(res.statusCode).toBe(200);
  return res.json<Health>();
};
const byName = (h: Health) => Object.fromEntries(h.services.map((s) => [s.name, s.status]));

describe('GET /status', () => {
  it('is public and reports every service up with a message', async () => {
    const health = await status();
    expect(health.status).toBe('up');
    expect(byName(health)).toEqual({ api: 'up', database: 'up', realtime: 'up', mail: 'up', weather: 'up' });
    for (const s of health.services) expect(s.message.length).toBeGreaterThan(0);
    expect(health.services.find((s) => s.name === 'mail')?.message).toMatch(/outbox/);
  });

  it('answers from its cache for a few seconds, and asks the provider at most once a minute', async () => {
    const before = calls;
    providerStatus = 503;
    await status();
    expect(calls).toBe(before);
    t.clock.advance(STATUS_TTL_MS + 1);
    expect(byName(await status()).weather).toBe('up');
    expect(calls).toBe(before);
    t.clock.advance(EXTERNAL_CHECK_TTL_MS);
    const health = await status();
    expect(calls).toBe(before + 1);
    expect(health.status).toBe('degraded');
    expect(health.services.find((s) => s.name === 'weather')).toEqual({
      name: 'weather',
      status: 'degraded',
      message: 'The weather provider answers with an error (503).',
    });
  });

  it('reports a broken database as degraded instead of failing', async () => {
    await t.breakDatabase();
    t.clock.advance(STATUS_TTL_MS + 1);
    const health = await status();
    expect(byName(health).database).toBe('degraded');
    expect(byName(health).api).toBe('up');
  });
});
