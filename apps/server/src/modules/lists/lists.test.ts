import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SmdSearchResult } from '@electrobench/contracts/components';
import type { ListDetail, ListItem, ListSummary } from '@electrobench/contracts/lists';
import { smdCodesSeeder } from '../../db/seed/components-seeder';
import { createAccount, createTestApp, type Account, type TestApp } from '../../../test/test-app';
import { createAdmin, callApi, type ApiMethod } from '../../../test/test-helpers';

let t: TestApp;
let owner: Account;
let stranger: Account;
let componentIds: number[];
beforeAll(async () => {
  t = await createTestApp();
  await smdCodesSeeder.run(t.app.ctx);
  owner = await createAccount(t);
  stranger = await createAccount(t);
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/smd/?search_term=1D&limit=3' });
  componentIds = res.json<SmdSearchResult>().items.map((i) => i.id);
});
afterAll(() => t.close());

const call = (method: ApiMethod, url: string, who?: Account, payload?: object) =>
  callApi(t, method, url, who, payload);

describe('lists', () => {
  it('needs a login', async () => {
    expect((await call('GET', '/lists/')).statusCode).toBe(401);
    expect((await call('POST', '/lists/', undefined, { name: 'x' })).statusCode).toBe(401);
  });

  it('lets a member create, fill, rename and empty a list', async () => {
    const created = await call('POST', '/lists/', owner, { name: '  Amp board  ' });
    expect(created.statusCode).toBe(201);
    const list = created.json<ListSummary>();
    expect(list).toMatchObject({ name: 'Amp board', item_count: 0 });

    const added = await call('POST', `/lists/${list.id}/items`, owner, {
      component_id: componentIds[0],
      note: 'Q3',
    });
    expect(added.statusCode).toBe(201);
    const item = added.json<ListItem>();
    expect(item.component.id).toBe(componentIds[0]);
    expect(
      (await call('POST', `/lists/${list.id}/items`, owner, { component_id: componentIds[0] })).statusCode,
    ).toBe(409);
    await call('POST', `/lists/${list.id}/items`, owner, { component_id: componentIds[1] });

    const detail = (await call('GET', `/lists/${list.id}`, owner)).json<ListDetail>();
    expect(detail.items.map((i) => i.component.id)).toEqual([componentIds[0], componentIds[1]]);
    expect(detail.items[0]?.note).toBe('Q3');

    const renamed = await call('PUT', `/lists/${list.id}`, owner, { name: 'Amp board rev B' });
    expect(renamed.json<ListSummary>()).toMatchObject({ name: 'Amp board rev B', item_count: 2 });
    const summaries = (await call('GET', '/lists/', owner)).json<ListSummary[]>();
    expect(summaries.find((s) => s.id === list.id)?.item_count).toBe(2);

    expect((await call('DELETE', `/lists/items/${item.id}`, owner)).statusCode).toBe(200);
    expect((await call('GET', `/lists/${list.id}`, owner)).json<ListDetail>().items).toHaveLength(1);
    expect((await call('DELETE', `/lists/${list.id}`, owner)).statusCode).toBe(200);
    expect((await call('GET', `/lists/${list.id}`, owner)).statusCode).toBe(404);
  });

  it("hides one member's list from everyone else, admins included", async () => {
    const list = (await call('POST', '/lists/', owner, { name: 'Private' })).json<ListSummary>();
    const item = (
      await call('POST', `/lists/${list.id}/items`, owner, { component_id: componentIds[2] })
    ).json<ListItem>();
    const admin = await createAdmin(t);
    for (const who of [stranger, admin]) {
      expect((await call('GET', `/lists/${list.id}`, who)).statusCode).toBe(404);
      expect((await call('PUT', `/lists/${list.id}`, who, { name: 'Mine now' })).statusCode).toBe(404);
      expect(
        (await call('POST', `/lists/${list.id}/items`, who, { component_id: componentIds[0] })).statusCode,
      ).toBe(404);
      expect((await call('DELETE', `/lists/items/${item.id}`, who)).statusCode).toBe(404);
      expect((await call('DELETE', `/lists/${list.id}`, who)).statusCode).toBe(404);
      expect((await call('GET', '/lists/', who)).json<ListSummary[]>()).toEqual([]);
    }
    expect((await call('GET', `/lists/${list.id}`, owner)).json<ListDetail>().name).toBe('Private');
  });

  it('rejects bad input with 422', async () => {
    expect((await call('POST', '/lists/', owner, { name: '   ' })).statusCode).toBe(422);
    expect((await call('POST', '/lists/', owner, { name: 'x'.repeat(81) })).statusCode).toBe(422);
    const list = (await call('POST', '/lists/', owner, { name: 'Bad adds' })).json<ListSummary>();
    expect(
      (await call('POST', `/lists/${list.id}/items`, owner, { component_id: 99999999 })).statusCode,
    ).toBe(422);
    expect((await call('POST', `/lists/${list.id}/items`, owner, { component_id: 'x' })).statusCode).toBe(
      422,
    );
    expect((await call('GET', '/lists/abc', owner)).statusCode).toBe(422);
  });
});
