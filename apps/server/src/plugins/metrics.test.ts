import { afterEach, describe, expect, it, vi } from 'vitest';
import { openSocket } from '../../test/instances';
import { createAccount, createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
afterEach(() => t.close());

const TOKEN = 'scrape-token-0123456789abcdef';
const scrape = async (app: TestApp['app'], token = TOKEN) =>
  (await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${token}` } })).body;

/** The value of one sample line, e.g. sample(text, 'x_total{route="/a"}'). */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('/metrics', () => {
  it('is off unless METRICS_ENABLED is set', async () => {
    t = await createTestApp();
    const res = await t.app.inject('/metrics');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Metrics are disabled (set METRICS_ENABLED=true).' });
  });

  it('asks for METRICS_TOKEN when one is set', async () => {
    t = await createTestApp({ METRICS_ENABLED: 'true', METRICS_TOKEN: TOKEN });
    expect((await t.app.inject('/metrics')).statusCode).toBe(401);
    const wrong = await t.app.inject({ url: '/metrics', headers: { authorization: 'Bearer nope' } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ detail: 'A valid metrics token is required.' });
    const right = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(right.statusCode).toBe(200);
    expect(right.headers['content-type']).toContain('text/plain');
  });

  it('counts requests and latency by route pattern, not by raw URL', async () => {
    t = await createTestApp({ METRICS_ENABLED: 'true', METRICS_TOKEN: TOKEN });
    await t.app.inject('/api/v1/reminders/123');
    await t.app.inject('/api/v1/reminders/456');
    await t.app.inject('/healthz');
    const text = await scrape(t.app);
    const labels = 'method="GET",route="/api/v1/reminders/:id",status_code="401"';
    expect(sample(text, `electrobench_http_requests_total{${labels}}`)).toBe(2);
    expect(sample(text, `electrobench_http_request_duration_seconds_count{${labels}}`)).toBe(2);
    expect(
      sample(text, 'electrobench_http_requests_total{method="GET",route="/healthz",status_code="200"}'),
    ).toBe(1);
    expect(text).not.toContain('/123');
    expect(text).not.toContain('/456');
  });

  it('reports open sockets, the database pool (or driver) and scheduler lag', async () => {
    t = await createTestApp({ METRICS_ENABLED: 'true', METRICS_TOKEN: TOKEN });
    const before = await scrape(t.app);
    expect(sample(before, 'electrobench_websocket_connections')).toBe(0);
    const onPostgres = Boolean(process.env.DATABASE_URL);
    expect(sample(before, `electrobench_database_info{driver="${onPostgres ? 'postgres' : 'pglite'}"}`)).toBe(
      1,
    );
    expect(sample(before, 'electrobench_database_pool_connections{state="total"}')).toBeGreaterThan(0);
    // PGlite is one session: its pool to the database thread never opens a second connection.
    const max = sample(before, 'electrobench_database_pool_max');
    if (onPostgres) expect(max).toBeGreaterThan(1);
    else expect(max).toBe(1);

    const account = await createAccount(t);
    const socket = await openSocket(t.app, account.token);
    const withSocket = await scrape(t.app);
    expect(sample(withSocket, 'electrobench_websocket_connections')).toBe(1);
    expect(sample(withSocket, 'electrobench_http_open_connections')).toBeGreaterThanOrEqual(1);
    socket.close();
    await vi.waitFor(async () =>
      expect(sample(await scrape(t.app), 'electrobench_websocket_connections')).toBe(0),
    );

    // Hold the event loop well past the next poll's due time: that poll starts late by about as much.
    await vi.waitFor(() => expect(t.app.scheduler.lagMs()).not.toBeNull(), { timeout: 5000 });
    // Queue behind the poll in flight (its queries answer from the database thread, which a busy
    // main thread cannot read): once it is done, the next poll's timer is armed and falls due
    // inside the busy stretch.
    await t.app.scheduler.runNow();
    const blockUntil = Date.now() + 1500;
    while (Date.now() < blockUntil) {
      // busy: a stuck event loop, as a long synchronous job would cause
    }
    await vi.waitFor(() => expect(t.app.scheduler.lagMs()).toBeGreaterThan(400), { timeout: 5000 });
    expect(sample(await scrape(t.app), 'electrobench_scheduler_lag_seconds')).toBeGreaterThan(0.4);
  });
});
