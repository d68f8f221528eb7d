import { sql } from 'drizzle-orm';
import type { SearchHit } from '@electrobench/contracts/forum';
import { toPage, type Paged } from '@electrobench/contracts/pagination';
import type { AppContext } from '../../app-context';
import { queryRows } from '../../db/query-rows';
import { SEARCH_CONFIG, searchQueryText } from './search-text';

type HitRow = {
  post_id: number;
  thread_id: number;
  thread_title: string;
  thread_slug: string;
  is_first_post: boolean;
  category_id: number;
  category_name: string;
  category_slug: string;
  author_id: number;
  author_name: string;
  author_image: string | null;
  created_at: string | Date;
  snippet: string;
  rank: number;
};

// ts_headline marks matches with control characters that posts cannot carry (they are replaced
// by spaces in the headline's input), so the text is escaped first and the marks added after.
const START = '\u0001';
const STOP = '\u0002';
const HEADLINE_OPTIONS = `StartSel=${START}, StopSel=${STOP}, MaxWords=30, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "`;

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function snippetHtml(headline: string): string {
  return escapeHtml(headline).replaceAll(START, '<mark>').replaceAll(STOP, '</mark>');
}

/**
 * Ranking needs every candidate's tsvector, so a word found in a third of all posts would make each
 * search rank tens of thousands of rows. Candidates are therefore the newest SEARCH_CANDIDATES
 * matches (PostgreSQL walks the primary key backwards for common words and the GIN index for rare
 * ones); a query more specific than that - a part number, two words - is ranked over all its matches.
 */
export const SEARCH_CANDIDATES = 1000;

/**
 * Full-text search over titles (weight A, on first posts) and bodies (B), best ranked first;
 * headlines are built only for the page.
 */
export async function searchForum(
  ctx: AppContext,
  query: { q: string; skip: number; limit: number },
): Promise<Paged<SearchHit> & { total_capped: boolean }> {
  // Written out in each clause (not a CTE) so the planner sees the query and its selectivity.
  const tsq = sql`websearch_to_tsquery(${SEARCH_CONFIG}, ${searchQueryText(query.q)}::text)`;
  const [total] = await queryRows<{ n: number }>(
    ctx.db,
    sql`SELECT count(*)::int AS n FROM (
      SELECT 1 FROM forum_posts WHERE search_vector @@ ${tsq} LIMIT ${SEARCH_CANDIDATES + 1}) AS hits`,
  );
  const rows = await queryRows<HitRow>(
    ctx.db,
    sql`WITH candidates AS (
        SELECT p.id, p.search_vector FROM forum_posts p
        WHERE p.search_vector @@ ${tsq}
        ORDER BY p.id DESC LIMIT ${SEARCH_CANDIDATES}
      ),
      page AS (
        SELECT id, ts_rank_cd(search_vector, ${tsq}) AS rank FROM candidates
        ORDER BY rank DESC, id DESC
        OFFSET ${query.skip} LIMIT ${query.limit}
      )
      SELECT p.id AS post_id, t.id AS thread_id, t.title AS thread_title, t.slug AS thread_slug,
        p.is_first_post, c.id AS category_id, c.name AS category_name, c.slug AS category_slug,
        u.id AS author_id, u.username AS author_name, u.profile_image_url AS author_image,
        p.created_at, page.rank,
        ts_headline(${SEARCH_CONFIG}, regexp_replace(p.content, '[\\u0001\\u0002/\\\\|<>]', ' ', 'g'), ${tsq},
          ${HEADLINE_OPTIONS}) AS snippet
      FROM page
      JOIN forum_posts p ON p.id = page.id
      JOIN forum_threads t ON t.id = p.thread_id
      JOIN forum_categories c ON c.id = t.category_id
      JOIN users u ON u.id = p.author_id
      ORDER BY page.rank DESC, p.id DESC`,
  );
  const items: SearchHit[] = rows.map((r) => ({
    post_id: r.post_id,
    thread_id: r.thread_id,
    thread_title: r.thread_title,
    thread_slug: r.thread_slug,
    is_first_post: r.is_first_post,
    category: { id: r.category_id, name: r.category_name, slug: r.category_slug },
    author: { id: r.author_id, username: r.author_name, profile_image_url: r.author_image },
    created_at: new Date(r.created_at).toISOString(),
    snippet_html: snippetHtml(r.snippet),
    rank: Number(r.rank),
  }));
  const matched = total?.n ?? 0;
  return {
    ...toPage(items, Math.min(matched, SEARCH_CANDIDATES), query),
    total_capped: matched > SEARCH_CANDIDATES,
  };
}
