import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SmdSearchResult } from '@electrobench/contracts/components';
import type { LookupResult } from '@electrobench/contracts/transistors';
import type { SearchResult } from '@electrobench/contracts/search';
import { smdCodesSeeder, transistorsSeeder } from '../db/seed/components-seeder';
import { createAccount, createTestApp, type Account, type TestApp } from '../../test/test-app';
import { callApi, createAdmin, uploadCatalogue } from '../../test/test-helpers';
import { firstCategoryId, forumMember, startThread } from '../../test/forum-kit';
import { RECENT_TTL_MS } from './lookup-cache';

let t: TestApp;
let admin: Account;
beforeAll(async () => {
  t = await createTestApp();
  await smdCodesSeeder.run(t.app.ctx);
  await transistorsSeeder.run(t.app.ctx);
  admin = await createAdmin(t);
});
afterAll(() => t.close());

const get = async <T>(url: string) => {
  const res = await callApi(t, 'GET', url);
  return { status: res.statusCode, body: res.json<T>(), type: res.headers['content-type'], raw: res.body };
};
const smdParts = async (term: string) =>
  (await get<SmdSearchResult>(`/smd/?search_term=${term}`)).body.items.map((i) => i.part_number);

const component = {
  code: 'QZ7',
  part_number: 'CACHETEST1',
  manufacturer: 'Example Semi',
  package: 'SOT-23',
  function: 'NPN switch',
  pin_count: 3,
  description: '',
  source: 'Example Semi CACHETEST1 datasheet',
};

describe('lookup answers kept until the catalogue changes', () => {
  it('answers a repeated lookup with the same JSON', async () => {
    const first = await get<SmdSearchResult>('/smd/?search_term=1D');
    const again = await get<SmdSearchResult>('/smd/?search_term=1D&page=1');
    expect(first.status).toBe(200);
    expect(again.raw).toBe(first.raw);
    expect(again.type).toBe(first.type);
  });

  it('never hands a HEAD answer (no body) to a GET of the same lookup', async () => {
    const head = await t.app.inject({ method: 'HEAD', url: '/api/v1/smd/?search_term=1E' });
    expect(head.statusCode).toBe(200);
    const res = await get<SmdSearchResult>('/smd/?search_term=1E');
    expect(res.body.items[0]?.code).toBe('1E');
  });

  it('shows an admin create, edit and delete on the very next SMD search', async () => {
    expect(await smdParts('QZ7')).toEqual([]);
    const created = await callApi(t, 'POST', '/admin/components', admin, component);
    expect(created.statusCode).toBe(201);
    expect(await smdParts('QZ7')).toEqual(['CACHETEST1']);
    const id = created.json<{ id: number }>().id;
    const edited = { ...component, part_number: 'CACHETEST2' };
    expect((await callApi(t, 'PUT', `/admin/components/${id}`, admin, edited)).statusCode).toBe(200);
    expect(await smdParts('QZ7')).toEqual(['CACHETEST2']);
    expect((await callApi(t, 'DELETE', `/admin/components/${id}`, admin)).statusCode).toBe(200);
    expect(await smdParts('QZ7')).toEqual([]);
  });

  it('shows an approved submission on the next SMD search', async () => {
    const member = await createAccount(t);
    expect(await smdParts('QZ8')).toEqual([]);
    const proposal = { ...component, code: 'QZ8', part_number: 'CACHETEST3' };
    const sent = await callApi(t, 'POST', '/submissions/smd/', member, proposal);
    expect(sent.statusCode).toBe(201);
    const id = sent.json<{ id: number }>().id;
    expect(await smdParts('QZ8')).toEqual([]);
    const review = await callApi(t, 'POST', `/submissions/smd/${id}/review`, admin, { action: 'approve' });
    expect(review.statusCode).toBe(200);
    expect(await smdParts('QZ8')).toEqual(['CACHETEST3']);
  });

  it('shows an imported transistor on the next part page, lookup and search', async () => {
    const lookup = () => get<LookupResult>('/transistor-xref/lookup/ZX9Q41');
    const everything = () => get<SearchResult>('/search?q=ZX9Q41');
    expect((await get('/transistor-xref/part/ZX9Q41')).status).toBe(404);
    expect((await lookup()).body.items).toEqual([]);
    expect((await everything()).body.groups.map((g) => g.kind)).not.toContain('transistor');
    const header =
      'mpn,type,polarity,package,pinout,marking,v_ceo_or_vds,v_cbo,ic_or_id,pd,pd_condition,hfe_min,hfe_max,' +
      'hfe_test_ic,ft_mhz,rds_on_ohm,rds_on_vgs,vgs_th_min,vgs_th_max,qg_nc,idss_min,idss_max,vgs_off_min,' +
      'vgs_off_max,r1_kohm,r2_kohm,manufacturer,equivalents,complement,source';
    const row =
      'ZX9Q41,bjt,npn,TO-92,EBC,,45,50,0.1,0.5,Ta=25C,110,800,0.002,100,,,,,,,,,,,,Example Semi,,,test row';
    const imported = await uploadCatalogue(t, admin, 'transistors', `${header}\n${row}\n`);
    expect(imported.statusCode).toBe(200);
    expect((await get('/transistor-xref/part/ZX9Q41')).status).toBe(200);
    expect((await lookup()).body.items.map((i) => i.mpn)).toEqual(['ZX9Q41']);
    expect((await everything()).body.groups.map((g) => g.kind)).toContain('transistor');
  });

  it('lists a new forum thread title in /search within a few seconds, catalogue unchanged', async () => {
    const titles = async () =>
      (await get<SearchResult>('/search?q=flyback')).body.groups
        .filter((g) => g.kind === 'forum')
        .flatMap((g) => g.items.map((i) => i.title));
    expect(await titles()).toEqual([]);
    const author = await forumMember(t);
    await startThread(t, author, await firstCategoryId(t), { title: 'Flyback transformer whine' });
    t.clock.advance(RECENT_TTL_MS);
    expect(await titles()).toEqual(['Flyback transformer whine']);
  });
});
