import { TOOLS } from '@electrobench/contracts/tools';
import { EDUCATION_ARTICLES, type SearchHit, type SearchMatch } from '@electrobench/contracts/search';

/** Lower case, apostrophes dropped, every other mark a space: "Ohm's Law" and "ohms law" meet. */
export function plainWords(text: string): string {
  return text
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

type Entry = { name: string; keywords: readonly string[]; description: string };

/**
 * How a tool or article answers the query: its whole name or one of its words (0: "555" in
 * "555 Timer"), the start of its name or of a word, or a keyword (1: "zener" for Diode Markings),
 * then the text anywhere (2, for three letters or more so "a" does not list everything).
 */
export function rankEntry(query: string, entry: Entry): SearchMatch | null {
  const q = plainWords(query);
  if (q === '') return null;
  const name = plainWords(entry.name);
  const spaced = ` ${name} `;
  if (name === q || spaced.includes(` ${q} `)) return 0;
  if (spaced.includes(` ${q}`)) return 1;
  const keywords = entry.keywords.map(plainWords);
  if (keywords.some((k) => k === q || k.startsWith(q))) return 1;
  if (q.length < 3) return null;
  const all = [name, plainWords(entry.description), ...keywords];
  return all.some((text) => text.includes(q)) ? 2 : null;
}

function best<T>(
  query: string,
  rows: readonly T[],
  entry: (row: T) => Entry,
  hit: (row: T) => Omit<SearchHit, 'match'>,
  limit: number,
): SearchHit[] {
  return rows
    .map((row, order) => ({ row, order, match: rankEntry(query, entry(row)) }))
    .filter((x): x is { row: T; order: number; match: SearchMatch } => x.match !== null)
    .sort((a, b) => a.match - b.match || a.order - b.order)
    .slice(0, limit)
    .map((x) => ({ ...hit(x.row), match: x.match }));
}

const ARTICLE_PATHS = new Set(EDUCATION_ARTICLES.map((a) => a.path));
// The catalogue lists some education pages as tools; they are found once, as articles.
const SEARCHABLE_TOOLS = TOOLS.filter((t) => !ARTICLE_PATHS.has(t.path));

export function searchTools(query: string, limit: number): SearchHit[] {
  return best(
    query,
    SEARCHABLE_TOOLS,
    (t) => ({ name: t.name, keywords: t.keywords, description: t.description }),
    (t) => ({ kind: 'tool', title: t.name, subtitle: t.description, path: t.path }),
    limit,
  );
}

export function searchArticles(query: string, limit: number): SearchHit[] {
  return best(
    query,
    EDUCATION_ARTICLES,
    (a) => ({ name: a.title, keywords: a.keywords, description: a.summary }),
    (a) => ({ kind: 'article', title: a.title, subtitle: a.summary, path: a.path }),
    limit,
  );
}
