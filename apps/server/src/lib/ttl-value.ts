import type { Clock } from './clock';

/**
 * A value recomputed at most once per ttlMs; concurrent callers share one computation. For cheap
 * public figures (member count) that every visitor's page asks for.
 */
export function ttlValue<T>(compute: () => Promise<T>, ttlMs: number, clock: Clock): () => Promise<T> {
  let cached: { value: T; at: number } | undefined;
  let pending: Promise<T> | undefined;
  return async () => {
    const now = clock.now().getTime();
    if (cached && now - cached.at < ttlMs) return cached.value;
    pending ??= compute()
      .then((value) => {
        cached = { value, at: clock.now().getTime() };
        return value;
      })
      .finally(() => {
        pending = undefined;
      });
    return pending;
  };
}
