import { sql, type SQL } from 'drizzle-orm';
import { looksLikePart } from './markdown';

/**
 * 'english' stems ordinary words (supplies ~ supply) and keeps letter-digit tokens such as IRFZ44N
 * or 2SC5200 whole (its parser calls them numword and does not stem them). Two habits of repair
 * posts still hide parts from the parser, so the indexed text is prepared first: pairs written
 * with a slash (2SC5200/2SA1943 would be one "file" token) are split, and hyphenated numbers
 * (TLP-521) are also indexed joined (TLP521), the form the query is normalised to.
 */
export const SEARCH_CONFIG = sql.raw(`'english'::regconfig`);

// Also out: angle brackets (the parser reads "<x ... >" as an HTML tag and skips the words in it;
// posts are markdown, where they are plain text) and \u0001/\u0002, the snippet's match markers.
// eslint-disable-next-line no-control-regex
const SEPARATORS = /[/\\|<>\u0001\u0002]/g;
const HYPHENATED = /\b([A-Za-z0-9]+)-([A-Za-z0-9]+)\b/g;

export function searchableText(text: string): string {
  const spaced = text.replace(SEPARATORS, ' ');
  const joined = [...spaced.matchAll(HYPHENATED)]
    .map((m) => `${m[1]}${m[2]}`)
    .filter((w) => looksLikePart(w));
  return joined.length > 0 ? `${spaced} ${[...new Set(joined)].join(' ')}` : spaced;
}

/** The member's query in the same form: slashes split, hyphenated part numbers joined. */
export function searchQueryText(q: string): string {
  return q
    .replace(SEPARATORS, ' ')
    .replace(HYPHENATED, (whole, a: string, b: string) => (looksLikePart(`${a}${b}`) ? `${a}${b}` : whole));
}

/** The tsvector of a post: its thread's title (first posts only, weight A) and its body (B). */
export function searchVectorSql(title: string | null, body: string): SQL {
  const bodyVector = sql`setweight(to_tsvector(${SEARCH_CONFIG}, ${searchableText(body)}::text), 'B')`;
  if (title === null) return bodyVector;
  return sql`setweight(to_tsvector(${SEARCH_CONFIG}, ${searchableText(title)}::text), 'A') || ${bodyVector}`;
}
