import { and, arrayContains, asc, count, eq, like, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  MIN_QUERY_CHARS,
  type Optocoupler,
  type OptoSearchResult,
  type optoSearchQuerySchema,
} from '@electrobench/contracts/transistors';
import { toPage } from '@electrobench/contracts/pagination';
import type { AppContext } from '../../app-context';
import { optocouplers as o, type OptocouplerRow } from '../../db/schema/semiconductors';
import { escapeLike, normalizeMpn } from '../../lib/like-pattern';

export const toOpto = (r: OptocouplerRow): Optocoupler => ({
  id: r.id,
  mpn: r.mpn,
  output_type: r.outputType as Optocoupler['output_type'],
  ctr_min_pct: r.ctrMinPct,
  ctr_max_pct: r.ctrMaxPct,
  ctr_test_if_ma: r.ctrTestIfMa,
  trigger_if_max_ma: r.triggerIfMaxMa,
  output_v_max: r.outputVMax,
  isolation_vrms: r.isolationVrms,
  channels: r.channels,
  pins: r.pins,
  package: r.package,
  manufacturer: r.manufacturer,
  equivalents: r.equivalents,
  source: r.source,
});

/**
 * Optocouplers whose number starts with or contains q, or that list q as an equivalent. A query
 * under 2 characters returns nothing (SPEC section 5).
 */
export async function searchOptos(
  ctx: AppContext,
  q: z.output<typeof optoSearchQuerySchema>,
): Promise<OptoSearchResult> {
  const norm = normalizeMpn(q.q);
  if (q.q.length < MIN_QUERY_CHARS || norm === '') return toPage([], 0, q);
  const e = escapeLike(norm);
  const byNumber =
    norm.length >= 3 ? or(like(o.mpnNorm, `${e}%`), like(o.mpnNorm, `%${e}%`)) : like(o.mpnNorm, `${e}%`);
  const where = and(
    or(byNumber, arrayContains(o.equivalents, [q.q.toUpperCase()])),
    q.output_type ? eq(o.outputType, q.output_type) : undefined,
  );
  const rows = await ctx.db
    .select()
    .from(o)
    .where(where)
    .orderBy(
      sql`CASE WHEN ${o.mpnNorm} = ${norm} THEN 0 WHEN ${o.mpnNorm} LIKE ${`${e}%`} THEN 1 ELSE 2 END`,
      asc(o.mpnNorm),
      // A total order, so pages never repeat or skip a part that shares its number with another.
      asc(o.id),
    )
    .limit(q.limit)
    .offset(q.skip);
  const [total] = await ctx.db.select({ n: count() }).from(o).where(where);
  return toPage(rows.map(toOpto), total?.n ?? 0, q);
}
