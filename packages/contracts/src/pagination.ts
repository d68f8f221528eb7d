import { z } from './zod';
import { MAX_PAGE_LIMIT, MAX_SKIP, type PageFields } from './paging';

export * from './paging';

/**
 * The one pagination contract of the API (ARCHITECTURE.md "Lists"). Pages are 1-based in the web
 * app and sent as skip = (page - 1) x limit; every list answer has the same five fields.
 */

/** Query fields of a skip/limit list; `defaultLimit` is the SPEC page size of that list. */
export function skipLimitQuery(defaultLimit: number, maxLimit: number = MAX_PAGE_LIMIT) {
  return z.object({
    skip: z.coerce.number().int().min(0, 'skip cannot be negative.').max(MAX_SKIP).default(0),
    limit: z.coerce
      .number()
      .int()
      .min(1, 'limit must be at least 1.')
      .max(maxLimit, `limit is at most ${maxLimit}.`)
      .default(defaultLimit),
  });
}

/** Query fields of a list that takes a 1-based page (SMD search sends page, as SPEC section 7 does). */
export function pageLimitQuery(defaultLimit: number, maxLimit: number = MAX_PAGE_LIMIT) {
  return z.object({
    page: z.coerce.number().int().min(1, 'page starts at 1.').max(100_000).default(1),
    limit: z.coerce
      .number()
      .int()
      .min(1, 'limit must be at least 1.')
      .max(maxLimit, `limit is at most ${maxLimit}.`)
      .default(defaultLimit),
  });
}

// The answer type is written out in paging.ts (zod-free); `satisfies` keeps the two in step.
export const pageFieldsSchema = z.object({
  total_items: z.number().int(),
  total_pages: z.number().int(),
  current_page: z.number().int(),
  limit: z.number().int(),
}) satisfies z.ZodType<PageFields>;

/** The answer of every list endpoint: its items plus the page fields. */
export function pagedSchema<T extends z.ZodTypeAny>(item: T) {
  return pageFieldsSchema.extend({ items: z.array(item) });
}
