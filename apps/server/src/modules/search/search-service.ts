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
import { searchDriveFaults, searchForumThreads } from './community-search';
import { searchDiodeCodes, searchFuseCodes, searchIcMakers, searchSmdCodes } from './marking-search';
import { searchIgbtParts, searchOptoParts, searchTransistorParts } from './part-search';
import { searchArticles, searchTools } from './static-search';

type Searcher = (ctx: AppContext, q: string, limit: number) => Promise<SearchHit[]>;

const DATABASE_SEARCHES: readonly (readonly [SearchKind, Searcher])[] = [
  ['transistor', searchTransistorParts],
  ['smd', searchSmdCodes],
  ['igbt', searchIgbtParts],
  ['opto', searchOptoParts],
  ['diode', searchDiodeCodes],
  ['fuse', searchFuseCodes],
  ['ic_logo', searchIcMakers],
  ['drive_fault', searchDriveFaults],
  ['forum', searchForumThreads],
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

/** Every kind at once: one query per table, run in parallel; tools and articles from memory. */
export async function searchEverything(ctx: AppContext, query: SearchQuery): Promise<SearchResult> {
  const q = query.q;
  if (q === '') return { query: q, groups: [] };
  const found = await Promise.all(DATABASE_SEARCHES.map(([, search]) => search(ctx, q, query.limit)));
  const groups = orderGroups([searchTools(q, query.limit), searchArticles(q, query.limit), ...found]);
  return { query: q, groups };
}
