import { sql } from 'drizzle-orm';
import type {
  LookupResult,
  LOOKUP_MATCHES,
  Polarity,
  TransistorType,
} from '@electrobench/contracts/transistors';
import type { AppContext } from '../../app-context';
import { escapeLike, mpnCore, normalizeMpn } from '../../lib/like-pattern';
import { queryRows } from '../../db/query-rows';

type Match = (typeof LOOKUP_MATCHES)[number];
type Hit = {
  mpn: string;
  mpn_norm: string;
  mpn_core: string | null;
  manufacturer: string;
  type: string;
  polarity: string;
  package: string;
  dies: number;
  sim: number;
};

const CANDIDATES_PER_WAY = 50;
const FUZZY_THRESHOLD = 0.5;

/** Why a stored part was offered for the typed one; the UI says it in words. */
function matchOf(norm: string, core: string | undefined, hit: Hit): Match {
  if (hit.mpn_norm === norm) return 'exact';
  if (norm.startsWith(hit.mpn_norm)) return 'base-part';
  if (hit.mpn_norm.startsWith(norm)) return 'variant';
  if (core !== undefined && hit.mpn_core === core) return 'family';
  return 'fuzzy';
}

const MATCH_ORDER: Record<Match, number> = { exact: 0, 'base-part': 1, variant: 2, family: 3, fuzzy: 4 };

/**
 * Fuzzy part-number match tolerant of packing suffixes and maker prefixes: 2N3904BU finds 2N3904
 * (a stored part that starts the typed text), 2N390 finds 2N3904 (typed text starts a stored
 * part), PN3904 finds 2N3904 and MMBT3904 (same digits after the prefix). Each way is an index
 * lookup; the trigram index is asked only when they found too little. Ranked by trigram similarity.
 */
export async function lookupTransistors(ctx: AppContext, mpn: string, limit: number): Promise<LookupResult> {
  const norm = normalizeMpn(mpn);
  if (norm === '') return { query: mpn, items: [] };
  const core = mpnCore(norm);
  const bases = Array.from({ length: norm.length - 2 }, (_, i) => norm.slice(0, i + 3));
  const ways = [
    sql`(SELECT id FROM transistors WHERE mpn_norm = ANY(${sql`ARRAY[${sql.join(
      bases.map((b) => sql`${b}`),
      sql`, `,
    )}]::text[]`}) LIMIT ${CANDIDATES_PER_WAY})`,
    sql`(SELECT id FROM transistors WHERE mpn_norm LIKE ${`${escapeLike(norm)}%`} LIMIT ${CANDIDATES_PER_WAY})`,
  ];
  if (core !== undefined && core.length >= 3) {
    ways.push(sql`(SELECT id FROM transistors WHERE mpn_core = ${core} LIMIT ${CANDIDATES_PER_WAY})`);
  }
  const select = (from: ReturnType<typeof sql>) => sql`SELECT t.mpn, t.mpn_norm, t.mpn_core, t.manufacturer,
    t.type, t.polarity, t.package, t.dies, similarity(t.mpn_norm, ${norm}) AS sim FROM transistors t ${from}`;
  const found = await queryRows<Hit>(
    ctx.db,
    sql`${select(sql`WHERE t.id IN (${sql.join(ways, sql` UNION `)})`)} ORDER BY sim DESC, t.mpn LIMIT ${limit * 4}`,
  );
  let hits = found;
  if (hits.length < limit && norm.length >= 3) {
    // Last resort for typos: trigram similarity, with a high threshold so the index hands back a
    // few close candidates rather than thousands sharing one common trigram.
    const fuzzy = await ctx.db.transaction(async (tx) => {
      await tx.execute(sql.raw(`SET LOCAL pg_trgm.similarity_threshold = ${FUZZY_THRESHOLD}`));
      return queryRows<Hit>(
        tx,
        sql`${select(sql`WHERE t.mpn_norm % ${norm}`)} ORDER BY sim DESC, t.mpn LIMIT ${limit}`,
      );
    });
    const seen = new Set(hits.map((h) => `${h.mpn}|${h.manufacturer}`));
    hits = [...hits, ...fuzzy.filter((h) => !seen.has(`${h.mpn}|${h.manufacturer}`))];
  }
  // Within one kind of match, single transistors come before duals: PN3904 typed means a single
  // 3904 (2N3904, MMBT3904) far more often than the dual FFB3904.
  const items = hits
    .map((h) => ({
      mpn: h.mpn,
      manufacturer: h.manufacturer,
      type: h.type as TransistorType,
      polarity: h.polarity as Polarity,
      package: h.package,
      dies: Number(h.dies),
      similarity: Math.round(Number(h.sim) * 100) / 100,
      match: matchOf(norm, core, h),
    }))
    .sort(
      (a, b) =>
        MATCH_ORDER[a.match] - MATCH_ORDER[b.match] ||
        a.dies - b.dies ||
        b.similarity - a.similarity ||
        a.mpn.localeCompare(b.mpn),
    )
    .slice(0, limit);
  return { query: mpn, items };
}
