import { and, arrayContains, asc, eq, gte, inArray, lte, ne, or, sql } from 'drizzle-orm';
import type { Soa, Transistor, XrefCandidate, XrefResult } from '@electrobench/contracts/transistors';
import type { AppContext } from '../../app-context';
import { soaSets, transistors as t } from '../../db/schema/semiconductors';
import { notFound } from '../../lib/http-errors';
import { normalizeMpn } from '../../lib/like-pattern';
import { soaIdOf } from '../../lib/component-search/soa-id';
import { toTransistor } from './transistor-mapping';
import { byRank } from '../../lib/component-search/rating-verdicts';
import { assessCandidate } from './xref-compare';

const partNotFound = (mpn: string) =>
  notFound(`No transistor ${mpn} in the catalogue. Try the fuzzy lookup for similar part numbers.`);

/** A part by number, case and punctuation ignored; the seed maker first if several makers have it. */
export async function getPart(ctx: AppContext, mpn: string): Promise<Transistor> {
  const [row] = await ctx.db
    .select({ row: t, soaId: soaIdOf('transistors') })
    .from(t)
    .where(eq(t.mpnNorm, normalizeMpn(mpn)))
    .orderBy(asc(t.id))
    .limit(1);
  if (!row) throw partNotFound(mpn);
  return toTransistor(row.row, row.soaId);
}

const CANDIDATE_POOL = 200;

/**
 * Candidates share type and polarity, are rated for at least 90 % of the original's voltage and
 * current (within-tolerance still shows) and not absurdly bigger; the nearest ratings are scored.
 * Maker-stated equivalents are always included and rank first.
 */
export async function crossReference(ctx: AppContext, mpn: string, limit: number): Promise<XrefResult> {
  const original = await getPart(ctx, mpn);
  // A dual is proposed only for a dual and a single only for a single: one half of a dual is not a
  // drop-in for a single transistor, nor a single for a dual.
  const sameKind = and(
    eq(t.type, original.type),
    eq(t.polarity, original.polarity),
    eq(t.dies, original.dies),
    ne(t.id, original.id),
  );
  const statedNorms = original.equivalents.map(normalizeMpn);
  const statedWhere = or(
    statedNorms.length > 0 ? inArray(t.mpnNorm, statedNorms) : undefined,
    arrayContains(t.equivalents, [original.mpn]),
  );
  const stated = await ctx.db
    .select({ row: t, soaId: soaIdOf('transistors') })
    .from(t)
    .where(and(sameKind, statedWhere));
  const v = original.v_ceo_or_vds;
  const i = original.ic_or_id;
  const ratingFit = and(
    gte(t.vCeoOrVds, v * 0.9),
    lte(t.vCeoOrVds, v * 4),
    i === null ? undefined : and(gte(t.icOrId, i * 0.9), lte(t.icOrId, i * 10)),
  );
  const distance =
    i === null
      ? sql`abs(ln(${t.vCeoOrVds} / ${v}))`
      : sql`abs(ln(${t.vCeoOrVds} / ${v})) + abs(ln(${t.icOrId} / ${i}))`;
  const pool = await ctx.db
    .select({ row: t, soaId: soaIdOf('transistors') })
    .from(t)
    .where(and(sameKind, ratingFit))
    .orderBy(distance, asc(t.id))
    .limit(CANDIDATE_POOL);
  const statedIds = new Set(stated.map((s) => s.row.id));
  const candidates: XrefCandidate[] = [
    ...stated.map((s) => ({ s, isStated: true })),
    ...pool.filter((p) => !statedIds.has(p.row.id)).map((s) => ({ s, isStated: false })),
  ].map(({ s, isStated }) => {
    const part = toTransistor(s.row, s.soaId);
    return { part, stated_equivalent: isStated, ...assessCandidate(original, part, isStated) };
  });
  candidates.sort(byRank);
  return { original, candidates: candidates.slice(0, limit) };
}

export async function getSoa(ctx: AppContext, id: number): Promise<Soa> {
  const [row] = await ctx.db.select().from(soaSets).where(eq(soaSets.id, id));
  if (!row) throw notFound('No safe operating area with this id.');
  return {
    id: row.id,
    mpn: row.mpn,
    device: row.device as Soa['device'],
    curves: row.curves as Soa['curves'],
    second_breakdown: [...row.secondBreakdown].sort((a, b) => a.v - b.v),
    turn_off: [...row.turnOff].sort((a, b) => a.v - b.v),
  };
}
