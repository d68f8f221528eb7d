import {
  SEARCH_KIND_LABELS,
  SEARCH_KINDS,
  type SearchGroup,
  type SearchHit,
  type SearchKind,
  type SearchQuery,
  type SearchResult,
} from '@electrobench/contracts/search';
import type { AppContext } from '../../app-context';
import type { LookupCache } from '../../plugins/lookup-cache';
import { searchDriveFaults, searchForumThreads } from './community-search';
import { searchDiodeCodes, searchFuseCodes, searchIcMakers, searchSmdCodes } from './marking-search';
import { searchIgbtParts, searchOptoParts, searchTransistorParts } from './part-search';
import { searchArticles, searchTools } from './static-search';

type Searcher = (ctx: AppContext, q: string, limit: number) => Promise<SearchHit[]>;

const CATALOGUE_SEARCHES: readonly (readonly [SearchKind, Searcher])[] = [
  ['transistor', searchTransistorParts],
  ['smd', searchSmdCodes],
  ['igbt', searchIgbtParts],
  ['opto', searchOptoParts],
  ['diode', searchDiodeCodes],
  ['fuse', searchFuseCodes],
  ['ic_logo', searchIcMakers],
  ['drive_fault', searchDriveFaults],
];

/**
 * Orders groups by their best match (an exact code beats a prefix anywhere), then by the order of
 * SEARCH_KINDS, which puts tools and articles first among equals: "555" is the timer calculator
 * before any part that happens to start with 555.
 */
export function orderGroups(hits: readonly SearchHit[][]): SearchGroup[] {
  const groups = hits
    .filter((items) => items.length > 0)
    .map((items) => ({ kind: items[0]!.kind, label: SEARCH_KIND_LABELS[items[0]!.kind], items }));
  const best = (g: SearchGroup) => Math.min(...g.items.map((i) => i.match));
  const order = (g: SearchGroup) => SEARCH_KINDS.indexOf(g.kind);
  return groups.sort((a, b) => best(a) - best(b) || order(a) - order(b));
}

/**
 * Every kind at once: one query per table, run in parallel; tools and articles from memory. The
 * catalogue kinds, tools and articles are kept by the lookup cache until the catalogue changes;
 * forum titles for a few seconds (threads and reply counts change all day, and a search linked
 * from a busy thread must not read the posts' index once per visitor).
 */
export async function searchEverything(
  ctx: AppContext,
  cache: LookupCache,
  query: SearchQuery,
): Promise<SearchResult> {
  const q = query.q;
  if (q === '') return { query: q, groups: [] };
  const key = `search\n${query.limit}\n${q}`;
  const [catalogue, forum] = await Promise.all([
    cache.value(key, async () => [
      searchTools(q, query.limit),
      searchArticles(q, query.limit),
      ...(await Promise.all(CATALOGUE_SEARCHES.map(([, search]) => search(ctx, q, query.limit)))),
    ]),
    cache.recent(key, () => searchForumThreads(ctx, q, query.limit)),
  ]);
  return { query: q, groups: orderGroups([...catalogue, forum]) };
}
