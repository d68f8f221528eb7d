// Page arithmetic of the one pagination contract (pagination.ts), with no zod. The web app imports
// these on pages that validate nothing; taking them from the schema module loaded zod (26 KB gzip)
// there too.

export const MAX_PAGE_LIMIT = 100;

/** Keeps OFFSET inside a PostgreSQL integer and far beyond any real list. */
export const MAX_SKIP = 1_000_000;

/** The page fields every list answer carries (pageFieldsSchema in pagination.ts). */
export interface PageFields {
  total_items: number;
  total_pages: number;
  current_page: number;
  limit: number;
}

export type Paged<T> = PageFields & { items: T[] };
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
