import { describe, expect, it } from 'vitest';
import { pagedSchema, skipForPage, skipLimitQuery, toPage } from './pagination';
import { z } from './zod';

describe('pagination contract', () => {
  it('builds the five page fields from a window and a count', () => {
    expect(toPage(['a', 'b'], 42, { skip: 20, limit: 20 })).toEqual({
      items: ['a', 'b'],
      total_items: 42,
      total_pages: 3,
      current_page: 2,
      limit: 20,
    });
    expect(toPage([], 0, { skip: 0, limit: 15 })).toMatchObject({ total_pages: 0, current_page: 1 });
  });

  it('maps a 1-based page to skip and never below zero', () => {
    expect(skipForPage(1, 20)).toBe(0);
    expect(skipForPage(3, 25)).toBe(50);
    expect(skipForPage(0, 25)).toBe(0);
  });

  it('defaults the limit to the list page size and refuses out-of-range windows', () => {
    const q = skipLimitQuery(15);
    expect(q.parse({})).toEqual({ skip: 0, limit: 15 });
    expect(q.parse({ skip: '30', limit: '10' })).toEqual({ skip: 30, limit: 10 });
    expect(q.safeParse({ limit: '0' }).success).toBe(false);
    expect(q.safeParse({ limit: '101' }).success).toBe(false);
    expect(q.safeParse({ skip: '-1' }).success).toBe(false);
    expect(q.safeParse({ skip: '99999999999' }).success).toBe(false);
  });

  it('validates a list answer', () => {
    const schema = pagedSchema(z.object({ id: z.number() }));
    expect(schema.safeParse(toPage([{ id: 1 }], 1, { skip: 0, limit: 10 })).success).toBe(true);
    expect(schema.safeParse({ items: [] }).success).toBe(false);
  });
});
