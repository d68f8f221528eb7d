import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminComponentsPage, SmdComponent } from '@electrobench/contracts/components';
import { smdCodesSeeder } from '../../db/seed/components-seeder';
import { createAccount, createTestApp, type Account, type TestApp } from '../../../test/test-app';
import { createAdmin, callApi, type ApiMethod } from '../../../test/test-helpers';

let t: TestApp;
let admin: Account;
let member: Account;
beforeAll(async () => {
  t = await createTestApp();
  await smdCodesSeeder.run(t.app.ctx);
  admin = await createAdmin(t);
  member = await createAccount(t);
});
afterAll(() => t.close());

const call = (method: ApiMethod, url: string, who?: Account, payload?: object) =>
  callApi(t, method, url, who, payload);

const body = {
  code: 'QQ9',
  part_number: 'EXAMPLE1',
  manufacturer: 'Example Semi',
  package: 'SOT-23',
  function: 'PNP switch',
  pin_count: 3,
  description: '',
  source: 'Example Semi EXAMPLE1 datasheet',
};

describe('/admin/components', () => {
  it('is closed to guests (401) and members (403)', async () => {
    expect((await call('GET', '/admin/components')).statusCode).toBe(401);
    expect((await call('GET', '/admin/components', member)).statusCode).toBe(403);
    expect((await call('POST', '/admin/components', member, body)).statusCode).toBe(403);
    expect((await call('PUT', '/admin/components/1', member, body)).statusCode).toBe(403);
    expect((await call('DELETE', '/admin/components/1', member)).statusCode).toBe(403);
  });

  it('lists with search and skip/limit paging', async () => {
    const first = (
      await call('GET', '/admin/components?search=1D&limit=2', admin)
    ).json<AdminComponentsPage>();
    const next = (
      await call('GET', '/admin/components?search=1D&limit=2&skip=2', admin)
    ).json<AdminComponentsPage>();
    expect(first.items).toHaveLength(2);
    expect(first.total_items).toBeGreaterThan(2);
    expect(next.items[0]?.id).not.toBe(first.items[0]?.id);
    expect((await call('GET', '/admin/components?limit=500', admin)).statusCode).toBe(422);
  });

  it('creates, refuses a duplicate, updates and deletes', async () => {
    const created = await call('POST', '/admin/components', admin, body);
    expect(created.statusCode).toBe(201);
    const c = created.json<SmdComponent>();
    expect((await call('POST', '/admin/components', admin, body)).statusCode).toBe(409);
    const updated = await call('PUT', `/admin/components/${c.id}`, admin, { ...body, package: 'SOT-323' });
    expect(updated.json<SmdComponent>().package).toBe('SOT-323');
    expect(
      (await call('PUT', `/admin/components/${c.id}`, admin, { ...body, code: 'has space' })).statusCode,
    ).toBe(422);
    expect((await call('DELETE', `/admin/components/${c.id}`, admin)).statusCode).toBe(200);
    expect((await call('DELETE', `/admin/components/${c.id}`, admin)).statusCode).toBe(404);
    expect((await call('PUT', `/admin/components/${c.id}`, admin, body)).statusCode).toBe(404);
  });
});
