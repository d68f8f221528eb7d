import { asc, like, sql } from 'drizzle-orm';
import type { SearchHit, SearchMatch } from '@electrobench/contracts/search';
import type { AppContext } from '../../app-context';
import { igbts, optocouplers, transistors } from '../../db/schema/semiconductors';
import { escapeLike, normalizeMpn } from '../../lib/like-pattern';

/** Exact when the key is the query, otherwise it starts with it (the only way rows are found). */
export function prefixMatch(key: string, query: string): SearchMatch {
  return key === query ? 0 : 1;
}

/**
 * Part numbers by prefix of the normalised number. Ordered with ~<~, the operator of the
 * text_pattern_ops index, so the index walk returns rows in order and stops at the limit even
 * when a one-letter prefix matches a hundred thousand parts; the exact part sorts first anyway.
 */
const byPattern = (column: unknown) => sql`${column} USING ~<~`;

export async function searchTransistorParts(
  ctx: AppContext,
  query: string,
  limit: number,
): Promise<SearchHit[]> {
  const norm = normalizeMpn(query);
  if (norm === '') return [];
  const rows = await ctx.db
    .select({
      mpn: transistors.mpn,
      norm: transistors.mpnNorm,
      type: transistors.type,
      polarity: transistors.polarity,
      pkg: transistors.package,
      maker: transistors.manufacturer,
      dies: transistors.dies,
    })
    .from(transistors)
    .where(like(transistors.mpnNorm, `${escapeLike(norm)}%`))
    .orderBy(byPattern(transistors.mpnNorm), asc(transistors.id))
    .limit(limit);
  return rows.map((r) => ({
    kind: 'transistor',
    title: r.mpn,
    subtitle: `${r.dies === 2 ? 'Dual ' : ''}${r.polarity.toUpperCase()} ${r.type.toUpperCase()} · ${r.pkg} · ${r.maker}`,
    path: `/tools/transistor-xref?${new URLSearchParams({ mpn: r.mpn, q: r.mpn })}`,
    match: prefixMatch(r.norm, norm),
  }));
}

export async function searchIgbtParts(ctx: AppContext, query: string, limit: number): Promise<SearchHit[]> {
  const norm = normalizeMpn(query);
  if (norm === '') return [];
  const rows = await ctx.db
    .select({
      mpn: igbts.mpn,
      norm: igbts.mpnNorm,
      vces: igbts.vces,
      ic: igbts.ic25,
      pkg: igbts.package,
      maker: igbts.manufacturer,
    })
    .from(igbts)
    .where(like(igbts.mpnNorm, `${escapeLike(norm)}%`))
    .orderBy(byPattern(igbts.mpnNorm), asc(igbts.id))
    .limit(limit);
  return rows.map((r) => ({
    kind: 'igbt',
    title: r.mpn,
    subtitle: `${r.vces} V ${r.ic} A · ${r.pkg} · ${r.maker}`,
    path: `/tools/igbt-xref?${new URLSearchParams({ q: r.mpn })}`,
    match: prefixMatch(r.norm, norm),
  }));
}

export async function searchOptoParts(ctx: AppContext, query: string, limit: number): Promise<SearchHit[]> {
  const norm = normalizeMpn(query);
  if (norm === '') return [];
  const o = optocouplers;
  const rows = await ctx.db
    .select({ mpn: o.mpn, norm: o.mpnNorm, output: o.outputType, pkg: o.package, maker: o.manufacturer })
    .from(o)
    .where(like(o.mpnNorm, `${escapeLike(norm)}%`))
    .orderBy(byPattern(o.mpnNorm), asc(o.id))
    .limit(limit);
  return rows.map((r) => ({
    kind: 'opto',
    title: r.mpn,
    subtitle: `${r.output} output · ${r.pkg} · ${r.maker}`,
    path: `/tools/opto-search?${new URLSearchParams({ q: r.mpn })}`,
    match: prefixMatch(r.norm, norm),
  }));
}
