import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IgbtSearchResult, Soa } from '@electrobench/contracts/transistors';
import { igbtsSeeder, rbsoaSeeder, soaSeeder, transistorsSeeder } from '../../db/seed/components-seeder';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await igbtsSeeder.run(t.app.ctx);
  await transistorsSeeder.run(t.app.ctx);
  await soaSeeder.run(t.app.ctx);
  await rbsoaSeeder.run(t.app.ctx);
});
afterAll(() => t.close());

async function search(query: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/igbt-xref/search?${query}` });
  return { status: res.statusCode, body: res.json<IgbtSearchResult>() };
}

describe('GET /api/v1/igbt-xref/search', () => {
  it('finds a part by number, exact first', async () => {
    const { status, body } = await search('q=irg4pc50ud');
    expect(status).toBe(200);
    expect(body.items[0]).toMatchObject({ mpn: 'IRG4PC50UD', vces: 600, ic_25: 55, copack_diode: true });
  });

  it('gives the current at the case temperature the maker rates, and the maximum VCE(sat)', async () => {
    const { body } = await search('q=IXBH42N170A');
    // IXYS DS98939A: IC90 = 21 A (no 100 C rating); VCE(sat) 5.2 V typ, 6.0 V max at IC90.
    expect(body.items[0]).toMatchObject({
      mpn: 'IXBH42N170A',
      ic_100: null,
      ic_hot: 21,
      ic_hot_tc: 90,
      vce_sat_typ: 5.2,
      vce_sat_max: 6,
      vce_sat_test_ic: 21,
    });
  });

  it('gives the turn-off limit the datasheet states beside the derived DC boundary', async () => {
    const part = (await search('q=IXBH42N170A')).body.items[0];
    expect(part?.soa_id).not.toBeNull();
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/transistor-xref/soa/${part?.soa_id}` });
    const soa = res.json<Soa>();
    expect(soa.device).toBe('igbt');
    expect(soa.curves.map((c) => [c.curve, c.derived])).toEqual([['DC', true]]);
    // IXYS DS98939A: SSOA (RBSOA) ICM = 84 A, clamped inductive load at 1360 V, TVJ = 125 C.
    expect(soa.turn_off).toEqual([
      expect.objectContaining({
        i: 84,
        v: 1360,
        tj_c: 125,
        source: expect.stringContaining('DS98939A') as string,
      }),
    ]);
  });

  it('ignores a one-character query like the page does', async () => {
    const all = await search('');
    const one = await search('q=%20I%20');
    expect(one.body.total_items).toBe(all.body.total_items);
  });

  it('keeps only parts rated for the voltage, current and package asked for, smallest first', async () => {
    const { body } = await search('voltage=1200&current=20&package_type=to-247');
    expect(body.items.length).toBeGreaterThan(0);
    for (const p of body.items) {
      expect(p.vces).toBeGreaterThanOrEqual(1200);
      expect(p.ic_25).toBeGreaterThanOrEqual(20);
      expect(p.package).toBe('TO-247');
    }
    const volts = body.items.map((p) => p.vces);
    expect(volts).toEqual([...volts].sort((a, b) => a - b));
  });

  it('pages', async () => {
    const a = await search('limit=2&skip=0');
    const b = await search('limit=2&skip=2');
    expect(a.body.items).toHaveLength(2);
    expect(b.body.items[0]?.id).not.toBe(a.body.items[0]?.id);
  });

  it('rejects a negative or non-numeric rating with 422', async () => {
    expect((await search('voltage=-5')).status).toBe(422);
    expect((await search('current=many')).status).toBe(422);
  });
});
