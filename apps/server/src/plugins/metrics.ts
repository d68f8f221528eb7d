import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { poolOf, postgresPoolOf } from '../db/client';
import { HttpError } from '../lib/http-errors';

const PREFIX = 'electrobench_';
/** Seconds; from a cached lookup (a few ms) to a slow upload or search. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const digest = (value: string) => createHash('sha256').update(value).digest();

function requireToken(request: FastifyRequest, token: string | undefined) {
  if (!token) return;
  const header = request.headers.authorization ?? '';
  const given = header.startsWith('Bearer ') ? header.slice(7) : '';
  // Compare digests: equal length, so the comparison time says nothing about the token.
  if (!timingSafeEqual(digest(given), digest(token))) {
    throw new HttpError(401, 'A valid metrics token is required.', { 'www-authenticate': 'Bearer' });
  }
}

/**
 * Prometheus metrics on GET /metrics (METRICS_ENABLED), optionally behind a bearer token
 * (METRICS_TOKEN). Requests are labelled by route pattern (`/api/v1/reminders/:id`), never by the
 * raw URL, so ids in paths cannot grow the series without bound. Register before the routes.
 */
export const metricsPlugin = fp(async (app: FastifyInstance) => {
  const { enabled, token } = app.ctx.config.metrics;
  if (!enabled) {
    app.get('/metrics', { config: { access: 'public' }, schema: { hide: true } }, async () => {
      throw new HttpError(404, 'Metrics are disabled (set METRICS_ENABLED=true).');
    });
    return;
  }
  // One registry per app: tests build many apps in one process.
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: PREFIX });
  const labelNames = ['method', 'route', 'status_code'] as const;
  const requests = new Counter({
    name: `${PREFIX}http_requests_total`,
    help: 'HTTP requests answered, by route pattern',
    labelNames,
    registers: [registry],
  });
  const latency = new Histogram({
    name: `${PREFIX}http_request_duration_seconds`,
    help: 'Time from receiving a request to sending its answer, by route pattern',
    labelNames,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  app.addHook('onResponse', (request, reply, done) => {
    const labels = {
      method: request.method,
      // Unknown paths share one label rather than each making its own series.
      route: request.routeOptions.url ?? 'unmatched',
      status_code: String(reply.statusCode),
    };
    requests.inc(labels);
    latency.observe(labels, reply.elapsedTime / 1000);
    done();
  });

  new Gauge({
    name: `${PREFIX}http_open_connections`,
    help: 'TCP connections open to the HTTP server (keep-alive and websockets included)',
    registers: [registry],
    async collect() {
      const count = await new Promise<number>((resolve) =>
        app.server.getConnections((error, n) => resolve(error ? 0 : n)),
      );
      this.set(count);
    },
  });
  new Gauge({
    name: `${PREFIX}websocket_connections`,
    help: 'Realtime sockets open on this instance',
    registers: [registry],
    collect() {
      this.set(app.realtime.openSockets());
    },
  });
  new Gauge({
    name: `${PREFIX}scheduler_lag_seconds`,
    help: 'How late the last background-job poll started after it was due',
    registers: [registry],
    collect() {
      const lag = app.scheduler.lagMs();
      if (lag !== null) this.set(lag / 1000);
    },
  });
  // Both drivers run on a node-postgres pool: on PGlite it is the one connection to the database
  // thread, and `waiting` there is the queue of queries behind the one running.
  const pool = poolOf(app.ctx.db);
  new Gauge({
    name: `${PREFIX}database_info`,
    help: 'Which database driver this instance uses (always 1)',
    labelNames: ['driver'],
    registers: [registry],
  }).set({ driver: postgresPoolOf(app.ctx.db) ? 'postgres' : 'pglite' }, 1);
  new Gauge({
    name: `${PREFIX}database_pool_connections`,
    help: 'node-postgres pool: connections by state (total, idle, in use) and callers waiting',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'in_use' }, pool.totalCount - pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });
  new Gauge({
    name: `${PREFIX}database_pool_max`,
    help: 'node-postgres pool: the most connections it may open (1 on PGlite)',
    registers: [registry],
  }).set(pool.options.max ?? 10);

  app.get(
    '/metrics',
    { config: { access: 'public', rateLimit: false }, schema: { hide: true } },
    async (request, reply) => {
      requireToken(request, token);
      reply.type(registry.contentType);
      return registry.metrics();
    },
  );
});
