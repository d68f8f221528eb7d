import type { Clock } from './clock';

/**
 * The server's one TTL cache: answers kept for ttlMs per key. Concurrent callers of a missing key
 * share one computation, and a failure is not kept, so the next caller tries again. When full it
 * starts over rather than tracking recency: the entries are cheap to recompute.
 */
export interface TtlCache<T> {
  get(key: string, compute: () => Promise<T>): Promise<T>;
}

export function ttlCache<T>(ttlMs: number, clock: Clock, maxEntries = 1000): TtlCache<T> {
  const entries = new Map<string, { at: number; value: Promise<T> }>();
  return {
    get(key, compute) {
      const now = clock.now().getTime();
      const hit = entries.get(key);
      if (hit && now - hit.at < ttlMs) return hit.value;
      if (entries.size >= maxEntries) entries.clear();
      const value = compute();
      const entry = { at: now, value };
      entries.set(key, entry);
      // Only this entry: a newer one for the same key may have replaced it meanwhile.
      value.catch(() => entries.get(key) === entry && entries.delete(key));
      return value;
    },
  };
}

/** One value recomputed at most once per ttlMs (a public figure every visitor's page asks for). */
export function ttlValue<T>(compute: () => Promise<T>, ttlMs: number, clock: Clock): () => Promise<T> {
  const cache = ttlCache<T>(ttlMs, clock, 1);
  return () => cache.get('', compute);
}
