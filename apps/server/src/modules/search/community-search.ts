import { asc, eq, sql } from 'drizzle-orm';
import type { SearchHit, SearchMatch } from '@electrobench/contracts/search';
import type { AppContext } from '../../app-context';
import { queryRows } from '../../db/query-rows';
import { driveFaults, driveManufacturers, driveModels, driveTypes } from '../../db/schema/drives';
import { escapeLike } from '../../lib/like-pattern';

/**
 * Fault codes: the exact code (btree on lower(code)), or from three letters the code, name or
 * meaning containing the query (trigram index on search_text, which starts with the code, so
 * "F000" finds F0001..F0004 as prefixes).
 */
export async function searchDriveFaults(ctx: AppContext, query: string, limit: number): Promise<SearchHit[]> {
  const q = query.trim().toLowerCase();
  if (q === '') return [];
  const f = driveFaults;
  const code = sql`lower(${f.code})`;
  const e = escapeLike(q);
  const found = q.length >= 3 ? sql`${code} = ${q} OR ${f.searchText} LIKE ${`%${e}%`}` : sql`${code} = ${q}`;
  const match = sql<SearchMatch>`(CASE WHEN ${code} = ${q} THEN 0 WHEN ${code} LIKE ${`${e}%`} THEN 1 ELSE 2 END)`;
  const rows = await ctx.db
    .select({
      code: f.code,
      name: f.name,
      model: driveModels.name,
      modelSlug: driveModels.slug,
      maker: driveManufacturers.name,
      makerSlug: driveManufacturers.slug,
      typeSlug: driveTypes.slug,
      match,
    })
    .from(f)
    .innerJoin(driveModels, eq(driveModels.id, f.modelId))
    .innerJoin(driveManufacturers, eq(driveManufacturers.id, driveModels.manufacturerId))
    .innerJoin(driveTypes, eq(driveTypes.id, driveModels.typeId))
    .where(found)
    .orderBy(match, asc(driveManufacturers.name), asc(driveModels.name), asc(f.sortOrder))
    .limit(limit);
  return rows.map((r) => {
    const slugs = [r.typeSlug, r.makerSlug, r.modelSlug].map(encodeURIComponent).join('/');
    return {
      kind: 'drive_fault',
      title: `${r.code} ${r.name}`,
      subtitle: `${r.maker} ${r.model}`,
      path: `/industrial/drive-faults/${slugs}?${new URLSearchParams({ code: r.code })}`,
      match: Number(r.match) as SearchMatch,
    };
  });
}

/** Only the newest matching first posts are ranked, as the forum's own search does for common words. */
const FORUM_CANDIDATES = 200;

type ThreadRow = { id: number; title: string; slug: string; category: string; replies: number };

/**
 * Thread titles through the posts' full-text GIN index: first posts carry the title as weight A,
 * and ts_filter keeps only those lexemes, so a word found only in a body does not count.
 */
export async function searchForumThreads(
  ctx: AppContext,
  query: string,
  limit: number,
): Promise<SearchHit[]> {
  const text = query.replace(/[/\\|<>]/g, ' ').trim();
  if (!/[\p{L}\p{N}]/u.test(text)) return [];
  const tsq = sql`websearch_to_tsquery('english'::regconfig, ${text}::text)`;
  const rows = await queryRows<ThreadRow>(
    ctx.db,
    sql`WITH candidates AS (
        SELECT p.thread_id, p.search_vector FROM forum_posts p
        WHERE p.search_vector @@ ${tsq} AND p.is_first_post AND ts_filter(p.search_vector, '{a}') @@ ${tsq}
        ORDER BY p.id DESC LIMIT ${FORUM_CANDIDATES}
      )
      SELECT t.id, t.title, t.slug, c.name AS category, t.reply_count AS replies
      FROM candidates k
      JOIN forum_threads t ON t.id = k.thread_id
      JOIN forum_categories c ON c.id = t.category_id
      ORDER BY ts_rank(k.search_vector, ${tsq}) DESC, t.id DESC
      LIMIT ${limit}`,
  );
  const plain = text.toLowerCase();
  return rows.map((r) => ({
    kind: 'forum',
    title: r.title,
    subtitle: `${r.category} · ${r.replies} ${r.replies === 1 ? 'reply' : 'replies'}`,
    path: `/forum/t/${r.id}/${encodeURIComponent(r.slug)}`,
    match: r.title.toLowerCase() === plain ? 0 : r.title.toLowerCase().startsWith(plain) ? 1 : 2,
  }));
}
