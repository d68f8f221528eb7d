import { like, or, sql, type SQL } from 'drizzle-orm';
import { smdComponents as t } from '../../db/schema/components';
import { escapeLike } from '../like-pattern';

/** What a technician types: the code off the part or the start of a part number (btree indexes). */
export function prefixCondition(term: string): SQL {
  const e = `${escapeLike(term.toLowerCase())}%`;
  return or(like(sql`lower(${t.code})`, e), like(sql`lower(${t.partNumber})`, e)) ?? sql`false`;
}

/** Exactly this code in any case (the btree index on lower(code) answers equality too). */
export function exactCodeCondition(code: string): SQL {
  return sql`lower(${t.code}) = ${code.toLowerCase()}`;
}

/** The term anywhere in code, part number, maker, function or package (trigram index). */
export function containsCondition(term: string): SQL {
  return like(t.searchText, `%${escapeLike(term.toLowerCase())}%`);
}

/** For the admin table: prefix matches, and from 3 characters the term anywhere. */
export function smdTermCondition(term: string): SQL | undefined {
  if (term === '') return undefined;
  return term.length < 3 ? prefixCondition(term) : or(prefixCondition(term), containsCondition(term));
}
