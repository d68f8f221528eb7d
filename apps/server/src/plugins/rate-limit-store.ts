import type pg from 'pg';

type Result = { current: number; ttl: number };
type Callback = (error: Error | null, result: Result) => void;

// One statement per hit: a new key or an expired window starts at 1, a live window counts up.
// Time is the database's, so instances with drifting clocks still agree on a window.
const INCREMENT = `
INSERT INTO rate_limit_counters AS c (key, hits, resets_at)
VALUES ($1, 1, clock_timestamp() + $2::int * interval '1 millisecond')
ON CONFLICT (key) DO UPDATE SET
  hits = CASE WHEN c.resets_at <= clock_timestamp() THEN 1 ELSE c.hits + 1 END,
  resets_at = CASE WHEN c.resets_at <= clock_timestamp() THEN EXCLUDED.resets_at ELSE c.resets_at END
RETURNING hits, GREATEST(0, CEIL(EXTRACT(EPOCH FROM (c.resets_at - clock_timestamp())) * 1000))::int AS ttl`;

const READ = `
SELECT hits, GREATEST(0, CEIL(EXTRACT(EPOCH FROM (resets_at - clock_timestamp())) * 1000))::int AS ttl
FROM rate_limit_counters WHERE key = $1 AND resets_at > clock_timestamp()`;

const SWEEP = `DELETE FROM rate_limit_counters WHERE resets_at < clock_timestamp() - interval '1 minute'`;
const SWEEP_EVERY_MS = 10 * 60_000;

/**
 * A @fastify/rate-limit store on PostgreSQL (the unlogged rate_limit_counters table), so that
 * every instance counts the same hits. Each limiter gets its own key space from the nameSpace it
 * passes to createRateLimit, as the in-memory store gives each one its own map.
 */
export function postgresRateLimitStore(pool: pg.Pool) {
  let unnamed = 0;
  const sweeper = setInterval(() => void pool.query(SWEEP).catch(() => undefined), SWEEP_EVERY_MS);
  sweeper.unref();

  class PostgresRateLimitStore {
    readonly space: string;
    // The plugin constructs the root store with its options; children get a key space.
    constructor(_options: unknown, space = 'root') {
      this.space = space;
    }

    incr(key: string, callback: Callback, timeWindow: number) {
      pool.query<{ hits: number; ttl: number }>(INCREMENT, [`${this.space}|${key}`, timeWindow]).then(
        ({ rows: [row] }) => callback(null, { current: row?.hits ?? 1, ttl: row?.ttl ?? timeWindow }),
        (error: Error) => callback(error, { current: 0, ttl: 0 }),
      );
    }

    read(key: string, callback: Callback) {
      pool.query<{ hits: number; ttl: number }>(READ, [`${this.space}|${key}`]).then(
        ({ rows: [row] }) => callback(null, { current: row?.hits ?? 0, ttl: row?.ttl ?? 0 }),
        (error: Error) => callback(error, { current: 0, ttl: 0 }),
      );
    }

    child(params: object) {
      unnamed += 1;
      const named: unknown = Reflect.get(params, 'nameSpace');
      const space = typeof named === 'string' ? named : `unnamed-${unnamed}`;
      return new PostgresRateLimitStore(params, space);
    }
  }
  return { Store: PostgresRateLimitStore, stop: () => clearInterval(sweeper) };
}
