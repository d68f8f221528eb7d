import { and, inArray, isNull, or, sql } from 'drizzle-orm';
import { FORUM_LIMITS } from '@electrobench/contracts/forum';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { smdComponents } from '../../db/schema/components';
import { igbts, optocouplers, transistors } from '../../db/schema/semiconductors';
import { users } from '../../db/schema/users';
import { looksLikePart, MENTION, normPart, PART_CANDIDATE, renderMarkdown, type AutoLinks } from './markdown';

/** Enough for a long parts list; beyond this a post's words are not looked up. */
const MAX_PART_LOOKUPS = 60;

/** Code spans and fenced blocks are quoted text: no mentions and no part links are taken from them. */
const stripCode = (content: string) =>
  content.replace(/```[\s\S]*?(```|$)|~~~[\s\S]*?(~~~|$)|`[^`\n]*`/g, ' ');

function partWords(content: string): string[] {
  const words = new Map<string, string>();
  for (const [word] of stripCode(content).matchAll(PART_CANDIDATE)) {
    if (looksLikePart(word) && !words.has(normPart(word))) words.set(normPart(word), word);
    if (words.size >= MAX_PART_LOOKUPS) break;
  }
  return [...words.values()];
}

/** Distinct @names looked up per post; of those that exist, the first ten are notified. */
const MAX_NAME_LOOKUPS = 50;

/** The first distinct @names of a post, lower-cased. */
export function mentionedNames(content: string): string[] {
  const names: string[] = [];
  for (const match of stripCode(content).matchAll(MENTION)) {
    const name = (match[1] ?? '').toLowerCase();
    if (!names.includes(name)) names.push(name);
    if (names.length >= MAX_NAME_LOOKUPS) break;
  }
  return names;
}

const q = encodeURIComponent;

/**
 * Part numbers of our catalogues -> their lookup page, in the query format those pages read
 * (transistors first: a number in several catalogues links to the most specific tool).
 */
async function partLinks(db: Database, words: string[]): Promise<Map<string, string>> {
  const links = new Map<string, string>();
  if (words.length === 0) return links;
  const norms = [...new Set(words.map(normPart))];
  const lowers = [...new Set(words.map((w) => w.toLowerCase()))];
  // One statement for the four catalogues: each separate query would wait its own turn on the
  // embedded database's one connection. Every branch is an index lookup (mpn_norm, lower(code),
  // lower(part_number)).
  const rows = await queryRows<{ kind: 't' | 'i' | 'o' | 's'; a: string; b: string }>(
    db,
    sql`select 't' as kind, ${transistors.mpn} as a, ${transistors.mpnNorm} as b from ${transistors}
          where ${inArray(transistors.mpnNorm, norms)}
        union all
        select 'i', ${igbts.mpn}, ${igbts.mpnNorm} from ${igbts} where ${inArray(igbts.mpnNorm, norms)}
        union all
        select 'o', ${optocouplers.mpn}, ${optocouplers.mpnNorm} from ${optocouplers}
          where ${inArray(optocouplers.mpnNorm, norms)}
        union all
        (select 's', ${smdComponents.partNumber}, ${smdComponents.code} from ${smdComponents}
          where ${or(
            inArray(sql`lower(${smdComponents.partNumber})`, lowers),
            inArray(sql`lower(${smdComponents.code})`, lowers),
          )}
          limit 200)`,
  );
  const add = (norm: string, href: string) => {
    if (!links.has(norm)) links.set(norm, href);
  };
  // Same order of preference as before: transistors, IGBTs, optocouplers, then SMD codes.
  const of = (kind: string) => rows.filter((r) => r.kind === kind);
  for (const r of of('t')) add(r.b, `/tools/transistor-xref?mpn=${q(r.a)}&q=${q(r.a)}`);
  for (const r of of('i')) add(r.b, `/tools/igbt-xref?q=${q(r.a)}`);
  for (const r of of('o')) add(r.b, `/tools/opto-search?q=${q(r.a)}`);
  for (const r of of('s')) {
    for (const word of [r.a, r.b]) {
      if (lowers.includes(word.toLowerCase())) add(normPart(word), `/tools/smd-search?q=${q(word)}`);
    }
  }
  return links;
}

export type MentionedUser = { id: number; username: string };

/** Existing (not deleted) members named with @ in the post, in order of first mention, at most ten. */
export async function findMentionedUsers(db: Database, content: string): Promise<MentionedUser[]> {
  const names = mentionedNames(content);
  if (names.length === 0) return [];
  const rows = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(and(inArray(sql`lower(${users.username})`, names), isNull(users.deletedAt)));
  return names
    .flatMap((n) => rows.filter((r) => r.username.toLowerCase() === n))
    .slice(0, FORUM_LIMITS.mentionsPerPost);
}

export type PreparedContent = { html: string; mentions: MentionedUser[] };

/** Renders a post once at write time, with its part links and @mentions resolved. */
export async function prepareContent(db: Database, content: string): Promise<PreparedContent> {
  const [parts, mentions] = await Promise.all([
    partLinks(db, partWords(content)),
    findMentionedUsers(db, content),
  ]);
  const links: AutoLinks = {
    parts,
    mentions: new Map(mentions.map((u) => [u.username.toLowerCase(), `/profile/${q(u.username)}`])),
  };
  return { html: renderMarkdown(content, links), mentions };
}
