import type { SmdSearchResult } from '@electrobench/contracts/components';
import type { Clock } from '../clock';
import { ttlCache, type TtlCache } from '../ttl-cache';

const TTL_MS = 60_000;
const MAX_ENTRIES = 200;

// Answers are keyed by catalogue version, so a write makes every older answer unreachable at once.
let version = 0;
// One cache per database, so two apps in one process (tests) never share answers.
const caches = new WeakMap<object, TtlCache<SmdSearchResult>>();

/** Called by every writer of smd_components (admin, approvals, imports, seeding). */
export function smdCatalogueChanged(): void {
  version += 1;
}

/** Term-less browsing answers, reused for a minute; concurrent callers share one computation. */
export function cachedBrowse(
  db: object,
  key: string,
  compute: () => Promise<SmdSearchResult>,
  clock: Clock,
): Promise<SmdSearchResult> {
  let cache = caches.get(db);
  if (!cache) {
    cache = ttlCache<SmdSearchResult>(TTL_MS, clock, MAX_ENTRIES);
    caches.set(db, cache);
  }
  return cache.get(`${version}:${key}`, compute);
}
