import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OptoSearchResult } from '@electrobench/contracts/transistors';
import type { OptoXrefResult } from '@electrobench/contracts/opto-xref';
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

async function xref(mpn: string, query = '') {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1/opto/xref/${encodeURIComponent(mpn)}${query}`,
  });
  return { status: res.statusCode, body: res.json<OptoXrefResult>() };
}

describe('GET /api/v1/opto/xref/{mpn}', () => {
  it('proposes EL817, LTV-817 and FOD817 for PC817, each with the transistor xref verdicts', async () => {
    const { status, body } = await xref('PC817');
    expect(status).toBe(200);
    expect(body.original.mpn).toBe('PC817');
    const mpns = body.candidates.map((c) => c.part.mpn);
    expect(mpns).toEqual(expect.arrayContaining(['EL817', 'LTV-817', 'FOD817']));
    // Its own rank variants are in the search, not offered as substitutes.
    expect(mpns.some((m) => m.startsWith('PC817'))).toBe(false);
    for (const c of body.candidates) {
      expect(c.part).toMatchObject({ output_type: 'transistor', channels: 1, pins: 4 });
      expect(c.part.package.startsWith('DIP-4')).toBe(true);
      expect(c.part.isolation_vrms).toBeGreaterThanOrEqual(5000);
      expect(c.part.ctr_min_pct).toBeGreaterThanOrEqual(50);
    }
    const fod = body.candidates.find((c) => c.part.mpn === 'FOD817');
    expect(fod?.comparisons).toEqual([
      expect.objectContaining({ key: 'ctr_min', original: 50, candidate: 50, verdict: 'meets-or-exceeds' }),
      expect.objectContaining({ key: 'vout', original: 35, candidate: 70, verdict: 'meets-or-exceeds' }),
      expect.objectContaining({
        key: 'isolation',
        original: 5000,
        candidate: 5000,
        verdict: 'meets-or-exceeds',
      }),
    ]);
    expect(fod?.score).toBe(100);
  });

  it('ranks maker-stated equivalents first and flags another lead form', async () => {
    const { body } = await xref('LTV-817');
    const stated = body.candidates.filter((c) => c.stated_equivalent).map((c) => c.part.mpn);
    expect(stated).toEqual(expect.arrayContaining(['LTV-817M', 'LTV-817S']));
    expect(body.candidates.slice(0, stated.length).every((c) => c.stated_equivalent)).toBe(true);
    const wide = body.candidates.find((c) => c.part.mpn === 'LTV-817M');
    expect(wide?.flags.map((f) => f.code)).toEqual(
      expect.arrayContaining(['stated', 'package', 'missing-data']),
    );
    expect(wide?.comparisons.find((c) => c.key === 'vout')?.verdict).toBe('unknown');
  });

  it('offers no part with a lower CTR, fewer channels or another output type', async () => {
    const { body } = await xref('PC817C');
    for (const c of body.candidates.filter((x) => !x.stated_equivalent)) {
      expect(c.part.ctr_min_pct ?? 0).toBeGreaterThanOrEqual(200);
    }
    const twin = await xref('PC827');
    expect(twin.body.candidates.every((c) => c.part.channels === 2)).toBe(true);
  });

  it('answers 404 with a detail for an unknown part and 422 for a bad limit', async () => {
    const missing = await xref('NOPE123');
    expect(missing.status).toBe(404);
    expect((missing.body as unknown as { detail: string }).detail).toMatch(/No optocoupler NOPE123/);
    expect((await xref('PC817', '?limit=0')).status).toBe(422);
    expect((await xref('PC817', '?limit=2')).body.candidates).toHaveLength(2);
  });
});
