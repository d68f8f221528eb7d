import { LRUCache } from 'lru-cache';
import type { Clock } from './clock';

/**
 * The server's one TTL cache (lru-cache underneath): answers kept for ttlMs per key, the least
 * recently used dropped first when full. Concurrent callers of a missing key share one
 * computation, and a failure is not kept, so the next caller tries again.
 */
export interface TtlCache<T> {
  get(key: string, compute: () => Promise<T>): Promise<T>;
  /** Forgets every answer, including computations still running (their callers still get them). */
  clear(): void;
}

export type TtlCacheOptions<T> = {
  maxEntries?: number;
  /** Bounds the total of sizeOf(value) as well (e.g. bytes of a serialised answer). */
  maxSize?: number;
  sizeOf?: (value: T) => number;
};

export function ttlCache<T>(ttlMs: number, clock: Clock, options: TtlCacheOptions<T> = {}): TtlCache<T> {
  const { maxEntries = 1000, maxSize, sizeOf } = options;
  // Values are boxed: lru-cache treats undefined as "no value".
  const lru = new LRUCache<string, { value: T }, () => Promise<T>>({
    max: maxEntries,
    // lru-cache treats an answer as stale once its age exceeds ttl; ours expire when it reaches ttlMs.
    ttl: Math.max(1, ttlMs - 1),
    // The injected clock, read on every check, so tests can move time.
    perf: { now: () => clock.now().getTime() },
    ttlResolution: 0,
    // clear() aborts running computations; their callers still get the answer, the cache does not.
    ignoreFetchAbort: true,
    ...(maxSize !== undefined &&
      sizeOf && { maxSize, sizeCalculation: (box) => Math.max(1, sizeOf(box.value)) }),
    fetchMethod: async (_key, _stale, { context }) => ({ value: await context() }),
  });
  return {
    async get(key, compute) {
      const box = await lru.fetch(key, { context: compute });
      // fetch only answers undefined when the fetchMethod does, which ours never does.
      return box!.value;
    },
    clear: () => lru.clear(),
  };
}

/** One value recomputed at most once per ttlMs (a public figure every visitor's page asks for). */
export function ttlValue<T>(compute: () => Promise<T>, ttlMs: number, clock: Clock): () => Promise<T> {
  const cache = ttlCache<T>(ttlMs, clock, { maxEntries: 1 });
  return () => cache.get('', compute);
}
