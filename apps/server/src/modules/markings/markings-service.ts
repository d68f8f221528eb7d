import { and, asc, count, eq, like, or, sql, type SQL } from 'drizzle-orm';
import type {
  DiodeKind,
  DiodeMarking,
  DiodeMarkingPage,
  FuseMarking,
  FuseMarkingPage,
} from '@electrobench/contracts/components';
import type { AppContext } from '../../app-context';
import {
  diodeMarkings as d,
  fuseMarkings as f,
  type DiodeMarkingRow,
  type FuseMarkingRow,
} from '../../db/schema/components';
import {
  parseMarkingQuery,
  type MarkingCatalogue,
  type MarkingQuery,
} from '@electrobench/electronics/marking-lookup';
import { toPage, type PageWindow } from '@electrobench/contracts/pagination';
import { HttpError } from '../../lib/http-errors';
import { escapeLike } from '../../lib/like-pattern';

type Paging = PageWindow;

/**
 * Codes are matched by prefix at any length, in every O/0 spelling of the input; from 3 characters
 * the part number may match anywhere. The input rules and spellings come from parseMarkingQuery.
 */
function codeOrPart(code: SQL, partText: SQL, q: MarkingQuery): SQL | undefined {
  if (q.text === '') return undefined;
  const codePrefix = or(...q.spellings.map((s) => like(sql`lower(${code})`, `${escapeLike(s)}%`)));
  if (q.text.length < 3) return codePrefix;
  return or(codePrefix, ...q.spellings.map((s) => like(partText, `%${escapeLike(s)}%`)));
}

// The code exactly as typed first (codes are case-sensitive on the part), then any case, then an
// O/0 look-alike, then longer codes starting with the input.
const codeRank = (code: SQL, q: MarkingQuery): SQL[] =>
  q.text === ''
    ? []
    : [
        sql`CASE WHEN ${code} = ${q.text} THEN 0 WHEN lower(${code}) = ${q.text.toLowerCase()} THEN 1
          WHEN lower(${code}) IN (${sql.join(
            q.spellings.map((s) => sql`${s}`),
            sql`, `,
          )}) THEN 2 ELSE 3 END`,
      ];

function markingQuery(input: string, catalogue: MarkingCatalogue): MarkingQuery {
  const parsed = parseMarkingQuery(input, catalogue);
  if (!parsed.ok) throw new HttpError(422, parsed.error);
  return parsed;
}

const toDiode = (r: DiodeMarkingRow): DiodeMarking => ({
  id: r.id,
  code: r.code,
  part_number: r.partNumber,
  kind: r.kind as DiodeKind,
  package: r.package,
  vr_v: r.vrV,
  if_a: r.ifA,
  vz_v: r.vzV,
  vrwm_v: r.vrwmV,
  vbr_v: r.vbrV,
  manufacturer: r.manufacturer,
  description: r.description,
  source: r.source,
});

const toFuse = (r: FuseMarkingRow): FuseMarking => ({
  id: r.id,
  code: r.code,
  part_number: r.partNumber,
  rating_a: r.ratingA,
  series: r.series,
  manufacturer: r.manufacturer,
  package: r.package,
  fuse_kind: r.fuseKind as FuseMarking['fuse_kind'],
  voltage_v: r.voltageV,
  source: r.source,
});

export async function searchDiodeMarkings(
  ctx: AppContext,
  q: { q: string; kind?: DiodeKind | undefined } & Paging,
): Promise<DiodeMarkingPage> {
  const query = markingQuery(q.q, 'diode');
  const conditions = [
    codeOrPart(sql`${d.code}`, sql`lower(${d.partNumber})`, query),
    q.kind ? eq(d.kind, q.kind) : undefined,
  ].filter((c): c is SQL => c !== undefined);
  const where = and(...conditions);
  const rows = await ctx.db
    .select()
    .from(d)
    .where(where)
    .orderBy(...codeRank(sql`${d.code}`, query), asc(d.code), asc(d.partNumber), asc(d.id))
    .limit(q.limit)
    .offset(q.skip);
  const [total] = await ctx.db.select({ n: count() }).from(d).where(where);
  return toPage(rows.map(toDiode), total?.n ?? 0, q);
}

export async function searchFuseMarkings(
  ctx: AppContext,
  q: { q: string } & Paging,
): Promise<FuseMarkingPage> {
  const query = markingQuery(q.q, 'fuse');
  const where = codeOrPart(sql`${f.code}`, sql`lower(${f.partNumber} || ' ' || ${f.series})`, query);
  const rows = await ctx.db
    .select()
    .from(f)
    .where(where)
    .orderBy(...codeRank(sql`${f.code}`, query), asc(f.series), asc(f.ratingA), asc(f.id))
    .limit(q.limit)
    .offset(q.skip);
  const [total] = await ctx.db.select({ n: count() }).from(f).where(where);
  return toPage(rows.map(toFuse), total?.n ?? 0, q);
}
