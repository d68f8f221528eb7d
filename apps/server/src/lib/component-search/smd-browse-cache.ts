import type { SmdSearchResult } from '@electrobench/contracts/components';
import type { Clock } from '../clock';

const TTL_MS = 60_000;
const MAX_ENTRIES = 200;

type Entry = { at: number; version: number; value: Promise<SmdSearchResult> };

let version = 0;
// One cache per database, so two apps in one process (tests) never share answers.
const caches = new WeakMap<object, Map<string, Entry>>();

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
  const entries = caches.get(db) ?? new Map<string, Entry>();
  caches.set(db, entries);
  const now = clock.now().getTime();
  const hit = entries.get(key);
  if (hit && hit.version === version && now - hit.at < TTL_MS) return hit.value;
  if (entries.size >= MAX_ENTRIES) entries.clear();
  const value = compute();
  entries.set(key, { at: now, version, value });
  value.catch(() => entries.delete(key));
  return value;
}
