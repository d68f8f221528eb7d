import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  LookupResult,
  Soa,
  Transistor,
  TransistorParam,
  TransistorSearchResult,
  XrefResult,
} from '@electrobench/contracts/transistors';
import { SEARCH_COUNT_CAP } from '@electrobench/contracts/transistors';
import {
  igbtsSeeder,
  secondBreakdownSeeder,
  soaSeeder,
  transistorsSeeder,
} from '../../db/seed/components-seeder';
import { transistors } from '../../db/schema/semiconductors';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await transistorsSeeder.run(t.app.ctx);
  await igbtsSeeder.run(t.app.ctx);
  await soaSeeder.run(t.app.ctx);
  await secondBreakdownSeeder.run(t.app.ctx);
});
afterAll(() => t.close());

async function get<T>(url: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/transistor-xref${url}` });
  return { status: res.statusCode, body: res.json<T>() };
}

describe('GET /transistor-xref/search', () => {
  it('puts the exact part number first', async () => {
    const { status, body } = await get<TransistorSearchResult>('/search?q=2n3904');
    expect(status).toBe(200);
    expect(body.items[0]?.mpn).toBe('2N3904');
  });

  it('searches by parameters, smallest fitting part first, ignoring empty ones', async () => {
    const { body } = await get<TransistorSearchResult>(
      '/search?type=bjt&polarity=npn&vceo_vds_min=100&ic_id_min=1&package=&hfe_min_min=',
    );
    expect(body.items.length).toBeGreaterThan(0);
    for (const p of body.items) {
      expect(p.type === 'bjt' && p.polarity === 'npn').toBe(true);
      expect(p.v_ceo_or_vds).toBeGreaterThanOrEqual(100);
      expect(p.ic_or_id).toBeGreaterThanOrEqual(1);
    }
    const volts = body.items.map((p) => p.v_ceo_or_vds);
    expect(volts).toEqual([...volts].sort((a, b) => a - b));
  });

  it('finds logic-level MOSFETs by maximum gate threshold', async () => {
    const { body } = await get<TransistorSearchResult>('/search?type=mosfet&vgs_th_max=2.5&limit=50');
    expect(body.items.length).toBeGreaterThan(0);
    expect(body.items.every((p) => p.vgs_th_max !== null && p.vgs_th_max <= 2.5)).toBe(true);
  });

  it('pages and counts', async () => {
    // JFETs: a few dozen rows, so the count is exact.
    const one = await get<TransistorSearchResult>('/search?type=jfet&limit=3&skip=0');
    const two = await get<TransistorSearchResult>('/search?type=jfet&limit=3&skip=3');
    expect(one.body.total_items).toBeGreaterThan(3);
    expect(one.body.total_items).toBeLessThan(SEARCH_COUNT_CAP);
    expect(one.body.total_capped).toBe(false);
    expect(two.body.items[0]?.id).not.toBe(one.body.items[0]?.id);
    // MOSFETs outnumber the count cap: the count stops there and says so.
    const broad = await get<TransistorSearchResult>('/search?type=mosfet&limit=3');
    expect(broad.body.total_items).toBe(SEARCH_COUNT_CAP);
    expect(broad.body.total_capped).toBe(true);
  });

  it('keeps to duals or to single transistors when asked', async () => {
    const duals = await get<TransistorSearchResult>('/search?dies=2&polarity=npn&limit=50');
    expect(duals.body.items.map((p) => p.mpn)).toEqual(expect.arrayContaining(['BC847BS', 'MBT3904DW1']));
    expect(duals.body.items.every((p) => p.dies === 2 && p.polarity === 'npn')).toBe(true);
    const singles = await get<TransistorSearchResult>('/search?dies=1&package=SOT-363&limit=50');
    expect(singles.body.items.every((p) => p.dies === 1)).toBe(true);
    expect(singles.body.items.map((p) => p.mpn)).not.toContain('BC847BS');
    const any = await get<TransistorSearchResult>('/search?dies=&package=SOT-363&limit=50');
    expect(any.body.total_items).toBeGreaterThan(singles.body.total_items);
    const bad = await get<{ detail: unknown }>('/search?dies=3');
    expect(bad.status).toBe(422);
    expect(bad.body.detail).toBeDefined();
  });

  it('rejects unknown types and non-numeric bounds with 422', async () => {
    expect((await get('/search?type=valve')).status).toBe(422);
    expect((await get('/search?vceo_vds_min=lots')).status).toBe(422);
  });
});

describe('GET /transistor-xref/lookup/{mpn}', () => {
  it('finds the base part behind a packing suffix', async () => {
    const { body } = await get<LookupResult>('/lookup/2N3904BU');
    expect(body.items[0]).toMatchObject({ mpn: '2N3904', match: 'base-part' });
  });

  it('finds the family across maker prefixes', async () => {
    const { body } = await get<LookupResult>('/lookup/PN3904');
    const mpns = body.items.map((i) => i.mpn);
    expect(mpns).toEqual(expect.arrayContaining(['2N3904', 'MMBT3904']));
    expect(body.items.length).toBeLessThanOrEqual(5);
    // The dual FFB3904 shares the digits but is not what PN3904 means: it comes after the singles.
    const wide = (await get<LookupResult>('/lookup/PN3904?limit=20')).body.items.map((i) => i.mpn);
    expect(wide).toContain('FFB3904');
    expect(wide.indexOf('FFB3904')).toBeGreaterThan(wide.indexOf('MMBT3904'));
    const items = (await get<LookupResult>('/lookup/PN3904?limit=20')).body.items;
    expect(items.find((i) => i.mpn === 'FFB3904')?.dies).toBe(2);
    expect(items.find((i) => i.mpn === 'MMBT3904')?.dies).toBe(1);
  });

  it('honours the limit and rejects a bad one', async () => {
    expect((await get<LookupResult>('/lookup/BC547?limit=2')).body.items).toHaveLength(2);
    expect((await get('/lookup/BC547?limit=0')).status).toBe(422);
  });
});

describe('GET /transistor-xref/xref/{mpn}', () => {
  it('ranks the maker-stated equivalent first and flags its different pinout', async () => {
    const { status, body } = await get<XrefResult>('/xref/2N3904');
    expect(status).toBe(200);
    expect(body.original.mpn).toBe('2N3904');
    expect(body.candidates.length).toBeLessThanOrEqual(5);
    const first = body.candidates[0];
    expect(first?.part.mpn).toBe('MMBT3904');
    expect(first?.stated_equivalent).toBe(true);
    expect(first?.flags.find((f) => f.code === 'pinout')?.severity).toBe('danger');
    for (const c of body.candidates) expect([c.part.type, c.part.polarity]).toEqual(['bjt', 'npn']);
  });

  it('warns that a TO-92 part with another pin order fits the same holes the wrong way round', async () => {
    // The widest list (50). Parts whose critical ratings hold (2SC1318, E-C-B) are listed before any
    // with a critical shortfall, whatever their scores: onsemi's BC337 (C-B-E) scores 71 but has VCBO
    // 50 V against 60 V, so it falls behind the 50 parts whose ratings hold (xref-compare.test.ts
    // checks the order itself).
    const { body } = await get<XrefResult>('/xref/2N3904?limit=50');
    const ecb = body.candidates.find((c) => c.part.package === 'TO-92' && c.part.pinout === 'ECB');
    expect(ecb?.flags.some((f) => f.code === 'pinout' && f.message.includes('Same TO-92 package'))).toBe(
      true,
    );
    const vceo = ecb?.comparisons.find((c) => c.key === 'vceo');
    expect(vceo?.original).toBe(40);
    expect(body.candidates).toHaveLength(50);
    for (const c of body.candidates.filter((c) => !c.stated_equivalent)) {
      expect(c.flags.some((f) => f.code === 'worse-rating' && f.severity === 'danger')).toBe(false);
    }
    expect(body.candidates.map((c) => c.part.mpn)).not.toContain('BC337');
  });

  it('reads Nexperia TO-92 pin numbers from the other end against onsemi ones', async () => {
    // Nexperia lists BC547B as 1 emitter, 2 base, 3 collector and counts from the other end than onsemi.
    const { body } = await get<XrefResult>('/xref/BC547B?limit=50');
    expect(body.original).toMatchObject({ manufacturer: 'Nexperia', pinout: 'EBC' });
    const pinFlag = (mpn: string) =>
      body.candidates.find((c) => c.part.mpn === mpn)?.flags.find((f) => f.code === 'pinout');
    // onsemi BC337 (1 collector, 2 base, 3 emitter) has its leads in the same places.
    expect(pinFlag('BC337')).toMatchObject({ severity: 'warning' });
    expect(pinFlag('BC337')?.message).toContain('the lead order is the same');
    // onsemi 2N5550 is listed EBC too, so on the board its emitter is where BC547B has its collector.
    expect(pinFlag('2N5550')).toMatchObject({ severity: 'danger' });
    expect(pinFlag('2N5550')?.message).toContain(
      'Nexperia numbers TO-92 leads from the other end than onsemi',
    );
  });

  it('answers 404 for an unknown part', async () => {
    expect((await get('/xref/NOPE123')).status).toBe(404);
  });

  it('proposes duals only for a dual and never a dual for a single transistor', async () => {
    const dual = (mpn: string, vceo: number) => ({
      mpn,
      type: 'bjt',
      polarity: 'npn',
      package: 'SOT-363',
      pinout: 'E1B1C2E2B2C1',
      dies: 2,
      vCeoOrVds: vceo,
      vCbo: 60,
      icOrId: 0.2,
      pd: 0.2,
      pdCondition: 'Ta=25C',
      manufacturer: 'Example Semi',
      source: 'test rows',
    });
    await t.app.ctx.db.insert(transistors).values([dual('EXD3904', 40), dual('EXD3905', 45)]);
    const ofDual = await get<XrefResult>('/xref/EXD3904?limit=50');
    expect(ofDual.body.original).toMatchObject({ dies: 2, pinout: 'E1B1C2E2B2C1' });
    expect(ofDual.body.candidates.map((c) => c.part.mpn)).toContain('EXD3905');
    expect(ofDual.body.candidates.every((c) => c.part.dies === 2)).toBe(true);
    const ofSingle = await get<XrefResult>('/xref/2N3904?limit=50');
    expect(ofSingle.body.candidates.length).toBe(50);
    expect(ofSingle.body.candidates.every((c) => c.part.dies === 1)).toBe(true);
    expect((await get<Transistor>('/part/EXD3905')).body).toMatchObject({ dies: 2, package: 'SOT-363' });
  });
});

describe('part, SOA and params', () => {
  it('returns every detail of a part and its SOA curves', async () => {
    const { body } = await get<Transistor>('/part/2n3055');
    expect(body).toMatchObject({ mpn: '2N3055', type: 'bjt', polarity: 'npn' });
    expect(body.soa_id).not.toBeNull();
    const other = await get<Transistor>('/part/2N3904');
    expect(other.body.soa_id).toBeNull();
    const soa = await get<Soa>(`/soa/${body.soa_id}`);
    expect(soa.status).toBe(200);
    const dc = soa.body.curves.find((c) => c.curve === 'DC');
    expect(dc?.points.length).toBeGreaterThan(1);
    const volts = dc?.points.map((p) => p.v) ?? [];
    expect(volts).toEqual([...volts].sort((a, b) => a - b));
    // onsemi states IS/b = 2.87 A at 40 V for 1 s; the derived DC boundary passes under it.
    expect(soa.body.second_breakdown).toEqual([
      { v: 40, i: 2.87, t_s: 1, source: expect.stringContaining('2N3055') as string },
    ]);
    expect(dc?.points).toContainEqual({ v: 40, i: 2.87 });
    const plain = await get<Soa>(`/soa/${(await get<Transistor>('/part/TIP31C')).body.soa_id}`);
    expect(plain.body.second_breakdown).toEqual([]);
  });

  it('answers 404 for unknown parts and SOA ids, 422 for a malformed id', async () => {
    expect((await get('/part/NOPE123')).status).toBe(404);
    expect((await get('/soa/999999')).status).toBe(404);
    expect((await get('/soa/abc')).status).toBe(422);
  });

  it('lists the searchable parameters with units', async () => {
    const { body } = await get<TransistorParam[]>('/params');
    expect(body.find((p) => p.key === 'vceo_vds')).toMatchObject({ unit: 'V', kind: 'number' });
    expect(body.find((p) => p.key === 'polarity')?.options).toContain('p-channel');
  });
});
