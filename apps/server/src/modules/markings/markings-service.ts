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
import { escapeLike } from '../component-search/like-pattern';

type Paging = { page: number; limit: number };

/** Codes are matched by prefix at any length; from 3 characters the part number may match anywhere. */
function codeOrPart(code: SQL, partText: SQL, q: string): SQL | undefined {
  if (q === '') return undefined;
  const e = escapeLike(q.toLowerCase());
  const codePrefix = like(sql`lower(${code})`, `${e}%`);
  return q.length < 3 ? codePrefix : or(codePrefix, like(partText, `%${e}%`));
}

// The code exactly as typed first (codes are case-sensitive on the part), then any-case matches.
const codeRank = (code: SQL, q: string) =>
  sql`CASE WHEN ${code} = ${q} THEN 0 WHEN lower(${code}) = ${q.toLowerCase()} THEN 1 ELSE 2 END`;

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
  const conditions = [
    codeOrPart(sql`${d.code}`, sql`lower(${d.partNumber})`, q.q),
    q.kind ? eq(d.kind, q.kind) : undefined,
  ].filter((c): c is SQL => c !== undefined);
  const where = and(...conditions);
  const rows = await ctx.db
    .select()
    .from(d)
    .where(where)
    .orderBy(codeRank(sql`${d.code}`, q.q), asc(d.code), asc(d.partNumber), asc(d.id))
    .limit(q.limit)
    .offset((q.page - 1) * q.limit);
  const [total] = await ctx.db.select({ n: count() }).from(d).where(where);
  return { items: rows.map(toDiode), total: total?.n ?? 0 };
}

export async function searchFuseMarkings(
  ctx: AppContext,
  q: { q: string } & Paging,
): Promise<FuseMarkingPage> {
  const where = codeOrPart(sql`${f.code}`, sql`lower(${f.partNumber} || ' ' || ${f.series})`, q.q);
  const rows = await ctx.db
    .select()
    .from(f)
    .where(where)
    .orderBy(codeRank(sql`${f.code}`, q.q), asc(f.series), asc(f.ratingA), asc(f.id))
    .limit(q.limit)
    .offset((q.page - 1) * q.limit);
  const [total] = await ctx.db.select({ n: count() }).from(f).where(where);
  return { items: rows.map(toFuse), total: total?.n ?? 0 };
}
