import { and, asc, eq, gte, like, lte, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  SEARCH_COUNT_CAP,
  type TransistorSearchResult,
  type transistorSearchQuerySchema,
} from '@electrobench/contracts/transistors';
import { toPage } from '@electrobench/contracts/pagination';
import type { AppContext } from '../../app-context';
import { transistors as t } from '../../db/schema/semiconductors';
import { escapeLike, normalizeMpn } from '../../lib/like-pattern';
import { soaIdOf } from '../../lib/component-search/soa-id';
import { toTransistor } from './transistor-mapping';
import { RANGE_PARAMS } from './transistor-params';

type SearchQuery = z.output<typeof transistorSearchQuerySchema>;

type NumberMatch = 'prefix' | 'contains';

function conditions(q: SearchQuery, match: NumberMatch): SQL[] {
  const out: SQL[] = [];
  const norm = normalizeMpn(q.q ?? '');
  if (norm !== '') {
    const e = escapeLike(norm);
    out.push(like(t.mpnNorm, match === 'prefix' ? `${e}%` : `%${e}%`));
  }
  if (q.type) out.push(eq(t.type, q.type));
  if (q.polarity) out.push(eq(t.polarity, q.polarity));
  if (q.package) out.push(eq(sql`lower(${t.package})`, q.package.toLowerCase()));
  if (q.dies) out.push(eq(t.dies, Number(q.dies)));
  for (const param of RANGE_PARAMS) {
    const min = q[`${param.key}_min`];
    const max = q[`${param.key}_max`];
    if (min !== undefined) out.push(gte(param.column, min));
    if (max !== undefined) out.push(lte(param.column, max));
  }
  return out;
}

/**
 * By part number (exact, then prefix; anywhere when nothing starts with it) or by parameters. A parameter search lists
 * the smallest parts that satisfy the bounds first: the closest fit, not the biggest part. The
 * count stops at SEARCH_COUNT_CAP so a broad search over a large catalogue stays fast.
 */
export async function searchTransistors(ctx: AppContext, q: SearchQuery): Promise<TransistorSearchResult> {
  const first = await runSearch(ctx, q, 'prefix');
  // Numbers containing the text (3904 in 2N3904, IRFZ44 in AUIRFZ44N) are looked for only when
  // none starts with it: the trigram lookup costs far more than the prefix one.
  const norm = normalizeMpn(q.q ?? '');
  if (first.total_items === 0 && norm.length >= 3) return runSearch(ctx, q, 'contains');
  return first;
}

async function runSearch(
  ctx: AppContext,
  q: SearchQuery,
  match: NumberMatch,
): Promise<TransistorSearchResult> {
  const where = and(...conditions(q, match));
  const norm = normalizeMpn(q.q ?? '');
  const order =
    norm !== ''
      ? [
          sql`CASE WHEN ${t.mpnNorm} = ${norm} THEN 0 WHEN ${t.mpnNorm} LIKE ${`${escapeLike(norm)}%`} THEN 1 ELSE 2 END`,
          sql`length(${t.mpnNorm})`,
          asc(t.mpnNorm),
          asc(t.id),
        ]
      : [asc(t.vCeoOrVds), sql`${t.icOrId} ASC NULLS LAST`, asc(t.id)];
  const limited = ctx.db
    .select({ one: sql`1` })
    .from(t)
    .where(where)
    .limit(SEARCH_COUNT_CAP + 1)
    .as('limited');
  // The page and the capped count are independent: on PostgreSQL they run on two connections at once.
  const [rows, [counted]] = await Promise.all([
    ctx.db
      .select({ row: t, soaId: soaIdOf('transistors') })
      .from(t)
      .where(where)
      .orderBy(...order)
      .limit(q.limit)
      .offset(q.skip),
    ctx.db.select({ n: sql<number>`count(*)::int` }).from(limited),
  ]);
  const n = Number(counted?.n ?? 0);
  return {
    ...toPage(
      rows.map((r) => toTransistor(r.row, r.soaId)),
      Math.min(n, SEARCH_COUNT_CAP),
      q,
    ),
    total_capped: n > SEARCH_COUNT_CAP,
  };
}
