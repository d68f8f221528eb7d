import { sql } from 'drizzle-orm';

/**
 * The id of the part's safe operating area, if one is stored (joined by part number). Written with
 * qualified names: inside a correlated subquery drizzle's unqualified columns would bind to soa_sets.
 */
export const soaIdOf = (table: 'transistors' | 'igbts') =>
  sql<
    number | null
  >`(SELECT s.id FROM soa_sets s WHERE upper(s.mpn) = upper(${sql.raw(`${table}.mpn`)}) LIMIT 1)`;
