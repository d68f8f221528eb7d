import { and, asc, desc, eq, or, sql } from 'drizzle-orm';
import type { DriveSearchResult } from '@electrobench/contracts/drives';
import type { AppContext } from '../../app-context';
import { driveFaults, driveManufacturers, driveModels, driveTypes } from '../../db/schema/drives';
import { faultColumns, hitColumns, toFaultHit } from './fault-rows';

const MAX_WORDS = 8;

/** Escapes LIKE wildcards so a user's '%' or '_' is matched literally. */
export function containsPattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Matches a fault code exactly (any case), or every word inside code, name and meaning. The code
 * match uses the btree on lower(code); the word match the trigram GIN index on search_text.
 */
export async function searchFaults(ctx: AppContext, q: string, limit: number): Promise<DriveSearchResult> {
  const query = q.trim().toLowerCase();
  const words = query.split(/\s+/).filter(Boolean).slice(0, MAX_WORDS);
  const lowerCode = sql`lower(${driveFaults.code})`;
  const codeMatch = sql`${lowerCode} = ${query}`;
  const wordMatch = and(...words.map((word) => sql`${driveFaults.searchText} LIKE ${containsPattern(word)}`));
  const rows = await ctx.db
    .select({ ...faultColumns, ...hitColumns })
    .from(driveFaults)
    .innerJoin(driveModels, eq(driveModels.id, driveFaults.modelId))
    .innerJoin(driveManufacturers, eq(driveManufacturers.id, driveModels.manufacturerId))
    .innerJoin(driveTypes, eq(driveTypes.id, driveModels.typeId))
    .where(or(codeMatch, wordMatch))
    .orderBy(
      desc(codeMatch),
      desc(sql`${lowerCode} LIKE ${`${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`),
      desc(sql`similarity(${driveFaults.searchText}, ${query})`),
      asc(driveManufacturers.name),
      asc(driveModels.name),
      asc(driveFaults.sortOrder),
    )
    .limit(limit + 1);
  return { query: q.trim(), items: rows.slice(0, limit).map(toFaultHit), truncated: rows.length > limit };
}
