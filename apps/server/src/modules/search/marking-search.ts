import { asc, sql } from 'drizzle-orm';
import { DIODE_KINDS } from '@electrobench/contracts/components';
import type { SearchHit, SearchMatch } from '@electrobench/contracts/search';
import type { AppContext } from '../../app-context';
import { diodeMarkings, fuseMarkings, icLogos, smdComponents } from '../../db/schema/components';
import { escapeLike } from '../../lib/like-pattern';
import { prefixMatch } from './part-search';

// Codes are matched lower-cased by prefix on the lower(code) text_pattern_ops index of each table,
// walked in its own order (~<~) so the limit stops the scan; the exact code sorts first.
const lowerCode = (column: unknown) => sql<string>`lower(${column})`;
const startsWith = (column: unknown, q: string) => sql`lower(${column}) LIKE ${`${escapeLike(q)}%`}`;
const byPattern = (column: unknown) => sql`lower(${column}) USING ~<~`;
const codeQuery = (q: string) => q.trim().toLowerCase();

export async function searchSmdCodes(ctx: AppContext, query: string, limit: number): Promise<SearchHit[]> {
  const q = codeQuery(query);
  if (q === '') return [];
  const s = smdComponents;
  const rows = await ctx.db
    .select({
      code: s.code,
      key: lowerCode(s.code),
      part: s.partNumber,
      maker: s.manufacturer,
      pkg: s.package,
      fn: s.function,
    })
    .from(s)
    .where(startsWith(s.code, q))
    .orderBy(byPattern(s.code), asc(s.id))
    .limit(limit);
  return rows.map((r) => ({
    kind: 'smd',
    title: `${r.code} → ${r.part}`,
    subtitle: `${r.fn} · ${r.pkg} · ${r.maker}`,
    path: `/tools/smd-search?${new URLSearchParams({ q: r.code })}`,
    match: prefixMatch(r.key, q),
  }));
}

/** A diode kind typed as a word ("zener") opens the markings list filtered to that kind. */
function kindHit(q: string): SearchHit[] {
  const kind = DIODE_KINDS.find((k) => k === q || `${k} diode` === q || `${k} diodes` === q);
  if (kind === undefined) return [];
  return [
    {
      kind: 'diode',
      title: `${kind[0]?.toUpperCase()}${kind.slice(1)} diode markings`,
      subtitle: `Every ${kind} marking code in the catalogue`,
      path: `/tools/diode-markings?${new URLSearchParams({ kind })}`,
      match: 0,
    },
  ];
}

export async function searchDiodeCodes(ctx: AppContext, query: string, limit: number): Promise<SearchHit[]> {
  const q = codeQuery(query);
  if (q === '') return [];
  const d = diodeMarkings;
  const byKind = kindHit(q);
  const rows = await ctx.db
    .select({
      code: d.code,
      key: lowerCode(d.code),
      part: d.partNumber,
      kind: d.kind,
      pkg: d.package,
      maker: d.manufacturer,
    })
    .from(d)
    .where(startsWith(d.code, q))
    .orderBy(byPattern(d.code), asc(d.id))
    .limit(limit);
  const codes: SearchHit[] = rows.map((r) => ({
    kind: 'diode',
    title: `${r.code} → ${r.part}`,
    subtitle: `${r.kind} · ${r.pkg} · ${r.maker}`,
    path: `/tools/diode-markings?${new URLSearchParams({ q: r.code })}`,
    match: prefixMatch(r.key, q),
  }));
  return [...byKind, ...codes].slice(0, limit);
}

export async function searchFuseCodes(ctx: AppContext, query: string, limit: number): Promise<SearchHit[]> {
  const q = codeQuery(query);
  if (q === '') return [];
  const f = fuseMarkings;
  const rows = await ctx.db
    .select({
      code: f.code,
      key: lowerCode(f.code),
      part: f.partNumber,
      rating: f.ratingA,
      pkg: f.package,
      maker: f.manufacturer,
    })
    .from(f)
    .where(startsWith(f.code, q))
    .orderBy(byPattern(f.code), asc(f.id))
    .limit(limit);
  return rows.map((r) => ({
    kind: 'fuse',
    title: `${r.code} → ${r.part}`,
    subtitle: `${r.rating} A fuse · ${r.pkg} · ${r.maker}`,
    path: `/tools/smd-fuse-markings?${new URLSearchParams({ q: r.code })}`,
    match: prefixMatch(r.key, q),
  }));
}

/**
 * Makers by name: exact (the lower(name) unique index), or the name, logo words and part prefixes
 * containing the query (trigram index on search_text, from three letters; shorter queries only
 * find a name equal to them or starting with them, which the ~150-row table answers at once).
 */
export async function searchIcMakers(ctx: AppContext, query: string, limit: number): Promise<SearchHit[]> {
  const q = codeQuery(query);
  if (q === '') return [];
  const l = icLogos;
  const name = sql`lower(${l.name})`;
  const e = escapeLike(q);
  const found = q.length >= 3 ? sql`${l.searchText} LIKE ${`%${e}%`}` : sql`${name} LIKE ${`${e}%`}`;
  const match = sql<SearchMatch>`(CASE WHEN ${name} = ${q} THEN 0 WHEN ${name} LIKE ${`${e}%`} THEN 1 ELSE 2 END)`;
  const rows = await ctx.db
    .select({ name: l.name, country: l.country, logo: l.logoDescription, match })
    .from(l)
    .where(sql`${name} = ${q} OR ${found}`)
    .orderBy(match, asc(l.name))
    .limit(limit);
  return rows.map((r) => ({
    kind: 'ic_logo',
    title: r.name,
    subtitle: `${r.country} · ${r.logo}`,
    path: `/tools/ic-logos?${new URLSearchParams({ q: r.name })}`,
    match: Number(r.match) as SearchMatch,
  }));
}
