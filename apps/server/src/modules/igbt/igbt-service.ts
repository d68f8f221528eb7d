import { and, asc, count, eq, gte, like, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  MIN_QUERY_CHARS,
  type Igbt,
  type IgbtSearchResult,
  type igbtSearchQuerySchema,
} from '@electrobench/contracts/transistors';
import { toPage } from '@electrobench/contracts/pagination';
import type { AppContext } from '../../app-context';
import { igbts as g, type IgbtRow } from '../../db/schema/semiconductors';
import { soaIdOf } from '../../lib/component-search/soa-id';
import { escapeLike, normalizeMpn } from '../../lib/like-pattern';

type IgbtQuery = z.output<typeof igbtSearchQuerySchema>;

const soaId = soaIdOf('igbts');
// Must stay identical to the expression of the igbts_norm_trgm index.
const numberAndMarking = sql`(${g.mpnNorm} || ' ' || upper(coalesce(${g.marking}, '')))`;

const toIgbt = (r: IgbtRow, soa: number | null): Igbt => ({
  id: r.id,
  mpn: r.mpn,
  marking: r.marking,
  vces: r.vces,
  ic_25: r.ic25,
  ic_100: r.ic100,
  ic_hot: r.icHot,
  ic_hot_tc: r.icHotTc,
  pd: r.pd,
  vce_sat_typ: r.vceSatTyp,
  vce_sat_max: r.vceSatMax,
  vce_sat_test_ic: r.vceSatTestIc,
  package: r.package,
  copack_diode: r.copackDiode,
  technology: r.technology,
  manufacturer: r.manufacturer,
  source: r.source,
  soa_id: soa,
});

/**
 * Part number or body marking (ignored under 2 characters, SPEC section 5), at least `voltage`
 * VCES, at least `current` A of IC at 25 C, and the package. Without a part number the smallest
 * parts that meet the ratings come first.
 */
export async function searchIgbts(ctx: AppContext, q: IgbtQuery): Promise<IgbtSearchResult> {
  const norm = q.q.length >= MIN_QUERY_CHARS ? normalizeMpn(q.q) : '';
  const conditions: (SQL | undefined)[] = [];
  if (norm !== '') {
    const e = escapeLike(norm);
    const prefix = like(g.mpnNorm, `${e}%`);
    conditions.push(norm.length >= 3 ? or(prefix, sql`${numberAndMarking} LIKE ${`%${e}%`}`) : prefix);
  }
  if (q.voltage !== undefined) conditions.push(gte(g.vces, q.voltage));
  if (q.current !== undefined) conditions.push(gte(g.ic25, q.current));
  if (q.package_type) conditions.push(eq(sql`lower(${g.package})`, q.package_type.toLowerCase()));
  const where = and(...conditions);
  const order =
    norm !== ''
      ? [
          sql`CASE WHEN ${g.mpnNorm} = ${norm} THEN 0 WHEN ${g.mpnNorm} LIKE ${`${escapeLike(norm)}%`} THEN 1 ELSE 2 END`,
          asc(g.mpnNorm),
        ]
      : [asc(g.vces), asc(g.ic25), asc(g.mpn)];
  const rows = await ctx.db
    .select({ row: g, soaId })
    .from(g)
    .where(where)
    .orderBy(...order)
    .limit(q.limit)
    .offset(q.skip);
  const [total] = await ctx.db.select({ n: count() }).from(g).where(where);
  return toPage(
    rows.map((r) => toIgbt(r.row, r.soaId)),
    total?.n ?? 0,
    q,
  );
}
