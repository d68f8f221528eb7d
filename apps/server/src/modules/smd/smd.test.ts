import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SmdSearchResult } from '@electrobench/contracts/components';
import { smdCodesSeeder } from '../../db/seed/components-seeder';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await smdCodesSeeder.run(t.app.ctx);
});
afterAll(() => t.close());

async function search(query: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/smd/?${query}` });
  return { status: res.statusCode, body: res.json<SmdSearchResult>() };
}

describe('GET /api/v1/smd/', () => {
  it('finds every part printed "1D", exact code first, without login', async () => {
    const { status, body } = await search('search_term=1D');
    expect(status).toBe(200);
    expect(body.items[0]?.code).toBe('1D');
    const parts = body.items.filter((i) => i.code === '1D').map((i) => i.part_number);
    expect(parts).toEqual(expect.arrayContaining(['BC846', 'BC846W', 'MMBTA42']));
    expect(body.limit).toBe(24);
    expect(body.facets.package.map((f) => f.value)).toEqual(expect.arrayContaining(['SOT-23', 'SOT-323']));
  });

  it('matches part numbers anywhere from three characters', async () => {
    const { body } = await search('search_term=c846');
    expect(body.items.length).toBeGreaterThan(0);
    expect(body.items.every((i) => i.part_number.toLowerCase().includes('c846'))).toBe(true);
  });

  it('filters by package while the package facet still offers the others', async () => {
    const { body } = await search('search_term=1D&package=SOT-323');
    expect(body.items.length).toBeGreaterThan(0);
    expect(body.items.every((i) => i.package === 'SOT-323')).toBe(true);
    expect(body.facets.package.map((f) => f.value)).toContain('SOT-23');
    const sot323 = body.facets.package.find((f) => f.value === 'SOT-323');
    expect(sot323?.count).toBe(body.total_items);
  });

  it('filters by manufacturer and pin count', async () => {
    const { body } = await search('manufacturer=Nexperia&pin_count=2');
    expect(body.total_items).toBeGreaterThan(0);
    expect(body.items.every((i) => i.manufacturer === 'Nexperia' && i.pin_count === 2)).toBe(true);
  });

  it('pages through results without repeats', async () => {
    const first = await search('search_term=1&limit=5&page=1');
    const second = await search('search_term=1&limit=5&page=2');
    expect(first.body.items).toHaveLength(5);
    expect(first.body.total_pages).toBe(Math.ceil(first.body.total_items / 5));
    const ids = new Set(first.body.items.map((i) => i.id));
    expect(second.body.items.some((i) => ids.has(i.id))).toBe(false);
  });

  it('reads a marking as printed: "1Ft" shows the 1F parts and says the "t" was left out', async () => {
    const { status, body } = await search('search_term=1Ft');
    expect(status).toBe(200);
    expect(body.items.length).toBeGreaterThan(0);
    expect(body.items.every((i) => i.code === '1F')).toBe(true);
    expect(body.items.map((i) => i.part_number)).toContain('BC847B');
    expect(body.reading).toEqual({
      code: '1F',
      ignored: 't',
      note: "Showing 1F; the trailing 't' is usually a date or lot mark.",
    });
  });

  it('drops up to two extra characters, whatever their case, only when the whole term finds nothing', async () => {
    const extra = await search('search_term=1FW7');
    expect(extra.body.reading?.code).toBe('1F');
    expect(extra.body.reading?.ignored).toBe('W7');
    expect(extra.body.items.every((i) => i.code === '1F')).toBe(true);
    const exact = await search('search_term=1F');
    expect(exact.body.reading).toBeNull();
    // Part-number words are still found anywhere before any letter is dropped.
    const word = await search('search_term=c846');
    expect(word.body.reading).toBeNull();
    const nothing = await search('search_term=QQQ9');
    expect(nothing.body.total_items).toBe(0);
    expect(nothing.body.reading).toBeNull();
  });

  it('treats % and _ as plain characters', async () => {
    const { body } = await search(`search_term=${encodeURIComponent('%%%')}`);
    expect(body.total_items).toBe(0);
  });

  it('ignores empty filters and rejects malformed ones with 422', async () => {
    expect((await search('search_term=1D&package=&manufacturer=&pin_count=')).status).toBe(200);
    for (const bad of ['limit=0', 'limit=101', 'page=0', 'pin_count=three']) {
      const { status, body } = await search(bad);
      expect(status, bad).toBe(422);
      expect(Array.isArray((body as unknown as { detail: unknown }).detail)).toBe(true);
    }
  });
});
