import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OptoSearchResult } from '@electrobench/contracts/transistors';
import { PAGE_SIZE } from '@electrobench/contracts/limits';
import { optocouplersSeeder } from '../../db/seed/components-seeder';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await optocouplersSeeder.run(t.app.ctx);
});
afterAll(() => t.close());

async function search(query: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/opto/search?${query}` });
  return { status: res.statusCode, body: res.json<OptoSearchResult>() };
}

describe('GET /api/v1/opto/search', () => {
  it('returns nothing for a query under two characters', async () => {
    for (const q of ['', 'P', '%20P%20']) {
      const { status, body } = await search(`q=${q}`);
      expect(status).toBe(200);
      expect(body).toEqual({
        items: [],
        total_items: 0,
        total_pages: 0,
        current_page: 1,
        limit: PAGE_SIZE.optoSearch,
      });
    }
  });

  it('finds PC817 first, then its gain ranks', async () => {
    const { body } = await search('q=pc817');
    expect(body.items[0]).toMatchObject({ mpn: 'PC817', output_type: 'transistor', ctr_min_pct: 50 });
    expect(body.items.map((i) => i.mpn)).toEqual(expect.arrayContaining(['PC817A', 'PC817B']));
  });

  it('narrows by output type and limits', async () => {
    const { body } = await search('q=moc&output_type=zero-cross-triac&limit=2');
    expect(body.items).toHaveLength(2);
    expect(body.total_items).toBeGreaterThan(2);
    expect(body.items.every((i) => i.output_type === 'zero-cross-triac')).toBe(true);
  });

  it('pages through a long answer without repeating or losing a part', async () => {
    const all = (await search('q=moc&limit=100')).body;
    expect(all.total_items).toBeGreaterThan(6);
    const pages = [];
    for (let page = 1; page <= Math.ceil(all.total_items / 3); page++) {
      const { body } = await search(`q=moc&limit=3&skip=${(page - 1) * 3}`);
      expect(body.total_items).toBe(all.total_items);
      expect(body.current_page).toBe(page);
      pages.push(...body.items.map((i) => i.mpn));
    }
    expect(pages).toEqual(all.items.map((i) => i.mpn));
    expect((await search(`q=moc&limit=3&skip=${Math.ceil(all.total_items / 3) * 3}`)).body.items).toEqual([]);
  });

  it('rejects an unknown output type, a negative skip and a limit over 100 with 422', async () => {
    expect((await search('q=pc817&output_type=relay')).status).toBe(422);
    expect((await search('q=pc817&skip=-1')).status).toBe(422);
    expect((await search('q=pc817&limit=101')).status).toBe(422);
  });
});
