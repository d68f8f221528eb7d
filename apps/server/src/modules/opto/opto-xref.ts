import { and, asc, eq, ne } from 'drizzle-orm';
import type { OptoXrefCandidate, OptoXrefResult } from '@electrobench/contracts/opto-xref';
import type { AppContext } from '../../app-context';
import { optocouplers as o } from '../../db/schema/semiconductors';
import { notFound } from '../../lib/http-errors';
import { normalizeMpn } from '../../lib/like-pattern';
import { byRank } from '../../lib/component-search/rating-verdicts';
import { assessOpto, qualifies } from './opto-compare';
import { toOpto } from './opto-service';

/**
 * Substitutes of one optocoupler: the parts its maker names (or that name it) first, then parts the
 * data shows doing the job at least as well, best score first. Rank variants of the part itself
 * (PC817 -> PC817A..D) are left out unless named; the search already lists them.
 */
export async function optoCrossReference(
  ctx: AppContext,
  mpn: string,
  limit: number,
): Promise<OptoXrefResult> {
  const norm = normalizeMpn(mpn);
  const [originalRow] = await ctx.db.select().from(o).where(eq(o.mpnNorm, norm)).orderBy(asc(o.id)).limit(1);
  if (!originalRow)
    throw notFound(`No optocoupler ${mpn} in the catalogue. Search for a part of its number.`);
  const original = toOpto(originalRow);
  const pool = await ctx.db
    .select()
    .from(o)
    .where(
      and(
        eq(o.outputType, originalRow.outputType),
        eq(o.channels, originalRow.channels),
        ne(o.id, originalRow.id),
      ),
    )
    .orderBy(asc(o.id));
  const statedNorms = new Set(original.equivalents.map(normalizeMpn));
  const candidates: OptoXrefCandidate[] = [];
  for (const row of pool) {
    if (row.mpnNorm === norm) continue;
    const stated = statedNorms.has(row.mpnNorm) || row.equivalents.some((e) => normalizeMpn(e) === norm);
    const ownVariant = row.manufacturer === originalRow.manufacturer && row.mpnNorm.startsWith(norm);
    if (ownVariant && !stated) continue;
    const part = toOpto(row);
    const assessment = assessOpto(original, part, stated);
    if (stated || qualifies(original, part, assessment)) {
      candidates.push({ part, stated_equivalent: stated, ...assessment });
    }
  }
  candidates.sort(byRank);
  return { original, candidates: candidates.slice(0, limit) };
}
