import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_QUERY_MAX, type SearchResult } from '@electrobench/contracts/search';
import {
  diodeMarkingsSeeder,
  fuseMarkingsSeeder,
  icLogosSeeder,
  igbtsSeeder,
  optocouplersSeeder,
  smdCodesSeeder,
  transistorsSeeder,
} from '../../db/seed/components-seeder';
import { loadDriveFaultRows, seedDriveFaults } from '../../db/seed/drive-faults-seeder';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { firstCategoryId, forumMember, startThread } from '../../../test/forum-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const seeders = [transistorsSeeder, igbtsSeeder, optocouplersSeeder, smdCodesSeeder];
  for (const seeder of [...seeders, diodeMarkingsSeeder, fuseMarkingsSeeder, icLogosSeeder]) {
    await seeder.run(t.app.ctx);
  }
  await seedDriveFaults(t.app.ctx.db, loadDriveFaultRows());
});
afterAll(() => t.close());

async function search(q: string, limit?: number) {
  const params = new URLSearchParams({ q, ...(limit ? { limit: String(limit) } : {}) });
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/search?${params}` });
  return { status: res.statusCode, body: res.json<SearchResult>() };
}

const firstHit = (r: SearchResult) => r.groups[0]?.items[0];
const group = (r: SearchResult, kind: string) => r.groups.find((g) => g.kind === kind);

describe('GET /api/v1/search', () => {
  it('1AM is the SMD code first, opening SMD Search on that code, without login', async () => {
    const { status, body } = await search('1AM');
    expect(status).toBe(200);
    expect(body.groups[0]?.kind).toBe('smd');
    expect(firstHit(body)).toMatchObject({ match: 0, path: '/tools/smd-search?q=1AM' });
    expect(firstHit(body)?.title).toContain('MMBT3904');
  });

  it('BC547 is the transistor, opening the cross-reference on that part', async () => {
    const { body } = await search('bc 547');
    expect(body.groups[0]?.kind).toBe('transistor');
    expect(firstHit(body)).toMatchObject({ title: 'BC547', match: 0 });
    expect(firstHit(body)?.path).toBe('/tools/transistor-xref?mpn=BC547&q=BC547');
    // BC547A, B and C follow as prefixes.
    expect(
      group(body, 'transistor')
        ?.items.slice(1)
        .every((i) => i.match === 1),
    ).toBe(true);
  });

  it('says a dual is two transistors in one package', async () => {
    const { body } = await search('BC847BS');
    expect(firstHit(body)).toMatchObject({ title: 'BC847BS', match: 0 });
    expect(firstHit(body)?.subtitle).toMatch(/^Dual NPN BJT · SOT-363/);
    expect((await search('BC847B')).body.groups[0]?.items[0]?.subtitle).toMatch(/^NPN BJT/);
  });

  it('F0004 is a drive fault code, opening its model page at that fault', async () => {
    const { body } = await search('F0004');
    expect(body.groups[0]?.kind).toBe('drive_fault');
    const hit = firstHit(body);
    expect(hit?.title).toMatch(/^F0004 /);
    expect(hit?.path).toMatch(/^\/industrial\/drive-faults\/[^/]+\/[^/]+\/[^/?]+\?code=F0004$/);
  });

  it('555 puts the 555 timer calculator first', async () => {
    const { body } = await search('555');
    expect(body.groups[0]?.kind).toBe('tool');
    expect(firstHit(body)).toMatchObject({ path: '/calculators/555-timer', match: 0 });
  });

  it('zener finds the zener education page and the zener diode markings', async () => {
    const { body } = await search('zener');
    expect(body.groups[0]?.kind).toBe('article');
    expect(firstHit(body)?.path).toBe('/education/zener-diodes');
    expect(group(body, 'diode')?.items[0]?.path).toBe('/tools/diode-markings?kind=zener');
  });

  it('finds IGBTs, optocouplers, fuse codes and IC makers each on their own page', async () => {
    const igbt = await search('IKW40N120');
    expect(group(igbt.body, 'igbt')?.items[0]?.path).toMatch(/^\/tools\/igbt-xref\?q=IKW40N120/);
    const opto = await search('PC817');
    expect(group(opto.body, 'opto')?.items[0]).toMatchObject({ match: 0 });
    expect(group(opto.body, 'opto')?.items[0]?.path).toMatch(/^\/tools\/opto-search\?q=PC817/);
    const maker = await search('Texas Instruments');
    expect(group(maker.body, 'ic_logo')?.items[0]).toMatchObject({ title: 'Texas Instruments', match: 0 });
    const fuse = await search('b');
    expect(group(fuse.body, 'fuse')?.items[0]).toMatchObject({
      match: 0,
      path: '/tools/smd-fuse-markings?q=B',
    });
  });

  it("finds a calculator by its name however it is typed (Ohm's Law as 'ohms law')", async () => {
    const { body } = await search('ohms law');
    expect(firstHit(body)).toMatchObject({ kind: 'tool', path: '/calculators/ohms-law', match: 0 });
  });

  it('finds forum threads by title, not by words only in a body', async () => {
    const who = await forumMember(t);
    const thread = await startThread(t, who, await firstCategoryId(t), {
      title: 'Welder inverter trips on flyback startup',
      content: 'Bench notes about an obscure quasiresonant controller.',
    });
    const byTitle = await search('welder inverter');
    const hit = group(byTitle.body, 'forum')?.items[0];
    expect(hit?.title).toBe('Welder inverter trips on flyback startup');
    expect(hit?.path).toBe(`/forum/t/${thread.id}/${thread.slug}`);
    const byBody = await search('quasiresonant');
    expect(group(byBody.body, 'forum')).toBeUndefined();
  });

  it('caps each group at limit', async () => {
    const { body } = await search('BC', 3);
    expect(body.groups.length).toBeGreaterThan(0);
    for (const g of body.groups) expect(g.items.length).toBeLessThanOrEqual(3);
  });

  it('answers an empty query with no groups', async () => {
    expect((await search('')).body).toEqual({ query: '', groups: [] });
    expect((await search('   ')).body.groups).toEqual([]);
  });

  it('treats LIKE wildcards literally', async () => {
    const { status, body } = await search('%_');
    expect(status).toBe(200);
    expect(body.groups.filter((g) => g.kind !== 'tool' && g.kind !== 'article')).toEqual([]);
  });

  it('refuses an over-long query or a bad limit with 422 and a detail', async () => {
    const long = await search('x'.repeat(SEARCH_QUERY_MAX + 1));
    expect(long.status).toBe(422);
    expect(long.body).toHaveProperty('detail');
    expect((await search('BC547', 11)).status).toBe(422);
    const zero = await t.app.inject({ method: 'GET', url: '/api/v1/search?q=BC547&limit=0' });
    expect(zero.statusCode).toBe(422);
  });

  it('is documented in the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    const doc = res.json<{ paths: Record<string, { get?: { parameters?: { name: string }[] } }> }>();
    const names = doc.paths['/api/v1/search']?.get?.parameters?.map((p) => p.name);
    expect(names).toEqual(expect.arrayContaining(['q', 'limit']));
  });
});
