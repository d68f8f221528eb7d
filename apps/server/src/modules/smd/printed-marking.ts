import { sql } from 'drizzle-orm';
import type { SmdReading } from '@electrobench/contracts/components';
import type { AppContext } from '../../app-context';
import { smdComponents as t } from '../../db/schema/components';
import { queryRows } from '../../db/query-rows';

/**
 * Makers print a date, lot or factory letter or two after the code (Nexperia's "1Ft" is code 1F
 * made in one plant); more than two trailing characters is another code, not a mark.
 */
const MAX_IGNORED = 2;

/** The shorter codes a printed marking may be, longest first: "1FW7" -> 1FW, 1F. */
export function codeCandidates(term: string): string[] {
  const candidates: string[] = [];
  for (let drop = 1; drop <= MAX_IGNORED && term.length - drop >= 1; drop += 1) {
    const code = term.slice(0, term.length - drop).trimEnd();
    if (code !== '' && !candidates.includes(code)) candidates.push(code);
  }
  return candidates;
}

export function readingNote(code: string, ignored: string): string {
  return `Showing ${code}; the trailing '${ignored}' is usually a date or lot mark.`;
}

/**
 * The longest shorter code the term starts with that the catalogue holds (any case, spelled as the
 * catalogue spells it), or null.
 */
export async function readPrintedMarking(ctx: AppContext, term: string): Promise<SmdReading | null> {
  const candidates = codeCandidates(term);
  if (candidates.length === 0) return null;
  const lowered = sql.join(
    candidates.map((c) => sql`${c.toLowerCase()}`),
    sql`, `,
  );
  const asTyped = sql.join(
    candidates.map((c) => sql`${c}`),
    sql`, `,
  );
  // Longest first; of codes differing only in case, the one spelled as typed.
  const [row] = await queryRows<{ code: string }>(
    ctx.db,
    sql`SELECT code FROM ${t} WHERE lower(${t.code}) IN (${lowered})
      ORDER BY length(code) DESC, code IN (${asTyped}) DESC, code LIMIT 1`,
  );
  if (!row) return null;
  const ignored = term.slice(row.code.length).trim();
  return { code: row.code, ignored, note: readingNote(row.code, ignored) };
}
