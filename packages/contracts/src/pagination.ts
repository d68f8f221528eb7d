import { z } from './zod';

/**
 * The one pagination contract of the API (ARCHITECTURE.md "Lists"). Pages are 1-based in the web
 * app and sent as skip = (page - 1) x limit; every list answer has the same five fields.
 */
export const MAX_PAGE_LIMIT = 100;
/** Keeps OFFSET inside a PostgreSQL integer and far beyond any real list. */
export const MAX_SKIP = 1_000_000;

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

export const pageFieldsSchema = z.object({
  total_items: z.number().int(),
  total_pages: z.number().int(),
  current_page: z.number().int(),
  limit: z.number().int(),
});

/** The answer of every list endpoint: its items plus the page fields. */
export function pagedSchema<T extends z.ZodTypeAny>(item: T) {
  return pageFieldsSchema.extend({ items: z.array(item) });
}

export type Paged<T> = z.infer<typeof pageFieldsSchema> & { items: T[] };
export type PageWindow = { skip: number; limit: number };

export function totalPages(totalItems: number, limit: number): number {
  return limit > 0 ? Math.ceil(totalItems / limit) : 0;
}

/** Builds a list answer from one page of rows and the count of all rows. */
export function toPage<T>(items: T[], totalItems: number, window: PageWindow): Paged<T> {
  return {
    items,
    total_items: totalItems,
    total_pages: totalPages(totalItems, window.limit),
    current_page: Math.floor(window.skip / window.limit) + 1,
    limit: window.limit,
  };
}

/** Pages are 1-based; the API takes skip = (page - 1) x limit. */
export function skipForPage(page: number, limit: number): number {
  return Math.max(0, Math.floor(page) - 1) * limit;
}
