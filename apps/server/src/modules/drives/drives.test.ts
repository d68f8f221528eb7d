import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import type {
  Cia402Faults,
  DriveFaultList,
  DriveManufacturerList,
  DriveModelList,
  DriveSearchResult,
  DriveTypeItem,
} from '@electrobench/contracts/drives';
import { driveFaults, driveModels } from '../../db/schema/drives';
import { loadDriveFaultRows, seedDriveFaults } from '../../db/seed/drive-faults-seeder';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
const rows = loadDriveFaultRows();

beforeAll(async () => {
  t = await createTestApp();
  await seedDriveFaults(t.app.ctx.db, rows);
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/v1${url}` });

describe('drive fault seeder', () => {
  it('loads every CSV row once and stays the same when run again', async () => {
    const before = await t.app.ctx.db.select({ n: count() }).from(driveFaults);
    expect(before[0]?.n).toBe(rows.length);
    const again = await seedDriveFaults(t.app.ctx.db, rows);
    expect(again.rows).toBe(rows.length);
    const after = await t.app.ctx.db.select({ n: count() }).from(driveFaults);
    expect(after[0]?.n).toBe(rows.length);
    const models = await t.app.ctx.db.select({ n: count() }).from(driveModels);
    expect(models[0]?.n).toBe(new Set(rows.map((r) => `${r.manufacturer}|${r.model}`)).size);
  });

  it('drops a code that disappeared from the CSV on the next run', async () => {
    const db = t.app.ctx.db;
    const fewer = rows.filter((r) => !(r.model === 'ACS550' && r.code === '1'));
    expect(fewer.length).toBe(rows.length - 1);
    await seedDriveFaults(db, fewer);
    const acs550 = await get('/drives/faults/ac-vfd/abb/acs550');
    expect(acs550.json<DriveFaultList>().faults.map((f) => f.code)).not.toContain('1');
    await seedDriveFaults(db, rows);
    const restored = await get('/drives/faults/ac-vfd/abb/acs550');
    expect(restored.json<DriveFaultList>().faults[0]?.code).toBe('1');
  });
});

describe('GET /drives/types, manufacturers and models', () => {
  it('lists the four drive families with counts, without login', async () => {
    const res = await get('/drives/types');
    expect(res.statusCode).toBe(200);
    const types = res.json<DriveTypeItem[]>();
    expect(types.map((x) => x.slug)).toEqual(['ac-vfd', 'servo', 'dc-drive', 'soft-starter']);
    const servo = types.find((x) => x.slug === 'servo');
    // Mitsubishi MR-J4-A and Yaskawa Sigma-7.
    expect(servo).toMatchObject({ name: 'Servo drives', manufacturer_count: 2, model_count: 2 });
  });

  it('lists the makers of one type and their models with the manual named', async () => {
    const makers = (await get('/drives/manufacturers/dc-drive')).json<DriveManufacturerList>();
    expect(makers.drive_type.name).toBe('DC drives');
    expect(makers.manufacturers.map((m) => m.slug)).toEqual(['abb', 'siemens']);

    const res = await get('/drives/models/ac-vfd/allen-bradley');
    expect(res.statusCode).toBe(200);
    const models = res.json<DriveModelList>();
    expect(models.manufacturer.name).toBe('Allen-Bradley');
    expect(models.models.map((m) => m.slug)).toEqual(['powerflex-4', 'powerflex-40', 'powerflex-525']);
    expect(models.models[0]?.manual).toMatch(/22A-UM001/);
  });

  it('answers 404 for an unknown type, maker, or a maker without drives of that type', async () => {
    expect((await get('/drives/manufacturers/stepper')).statusCode).toBe(404);
    const unknownMaker = await get('/drives/models/ac-vfd/acme');
    expect(unknownMaker.statusCode).toBe(404);
    expect(unknownMaker.json<{ detail: string }>().detail).toMatch(/acme/);
    // Danfoss is in the data, but only with AC drives.
    expect((await get('/drives/models/servo/danfoss')).statusCode).toBe(404);
  });

  it('answers 422 for a path segment that cannot be a slug', async () => {
    const res = await get('/drives/manufacturers/AC%20VFD');
    expect(res.statusCode).toBe(422);
    expect(res.json<{ detail: { loc: string[] }[] }>().detail[0]?.loc).toEqual(['params', 'type']);
    expect((await get('/drives/faults/ac-vfd/abb/ACS550')).statusCode).toBe(422);
  });
});

describe('GET /drives/faults/{type}/{manufacturer}/{model}', () => {
  it('returns the faults of one model in manual order with causes, remedies and class', async () => {
    const res = await get('/drives/faults/ac-vfd/siemens/sinamics-v20');
    expect(res.statusCode).toBe(200);
    const list = res.json<DriveFaultList>();
    const csvCodes = rows.filter((r) => r.model === 'SINAMICS V20').map((r) => r.code);
    expect(list.faults.map((f) => f.code)).toEqual(csvCodes);
    expect(list.model.fault_count).toBe(csvCodes.length);
    const f1 = list.faults.find((f) => f.code === 'F1');
    expect(f1?.name).toMatch(/overcurrent/i);
    expect(f1?.causes.length).toBeGreaterThan(0);
    expect(f1?.remedies.length).toBeGreaterThan(0);
    const f2 = list.faults.find((f) => f.code === 'F2');
    expect(f2).toMatchObject({ cia402_class: '3210', cia402_group: 'DC link voltage' });
  });

  it('answers 404 for an unknown model and for a model under the wrong type', async () => {
    expect((await get('/drives/faults/ac-vfd/siemens/sinamics-x99')).statusCode).toBe(404);
    expect((await get('/drives/faults/servo/siemens/sinamics-v20')).statusCode).toBe(404);
  });
});

describe('GET /drives/search', () => {
  it('finds a fault code across brands, exact matches first, in any case', async () => {
    const res = await get('/drives/search?q=f0001');
    expect(res.statusCode).toBe(200);
    const result = res.json<DriveSearchResult>();
    expect(result.items.length).toBeGreaterThan(0);
    expect(result.items[0]?.code).toBe('F0001');
    expect(result.items[0]?.model.slug).toMatch(/sinamics-g120|micromaster-440/);
  });

  it('finds faults by words in any order and reports where each lives', async () => {
    const result = (await get('/drives/search?q=earth%20fault&limit=100')).json<DriveSearchResult>();
    const makers = new Set(result.items.map((x) => x.manufacturer.slug));
    expect(makers.size).toBeGreaterThan(3);
    for (const hit of result.items) {
      const row = rows.find((r) => r.code === hit.code && r.model === hit.model.name);
      const text = `${row?.code} ${row?.name} ${row?.meaning}`.toLowerCase();
      expect(text).toContain('earth');
      expect(text).toContain('fault');
    }
  });

  it('limits results and says when more matched', async () => {
    const result = (await get('/drives/search?q=over&limit=5')).json<DriveSearchResult>();
    expect(result.items).toHaveLength(5);
    expect(result.truncated).toBe(true);
  });

  it('treats % and _ literally and finds nothing for nonsense', async () => {
    const result = (await get('/drives/search?q=%25%25_zz')).json<DriveSearchResult>();
    expect(result.items).toEqual([]);
    expect(result.truncated).toBe(false);
  });

  it('answers 422 for an empty query or a limit out of range', async () => {
    expect((await get('/drives/search?q=%20%20')).statusCode).toBe(422);
    expect((await get('/drives/search')).statusCode).toBe(422);
    expect((await get('/drives/search?q=oc&limit=1000')).statusCode).toBe(422);
  });

  it('is served by the indexes (trigram GIN for words, btree for the code)', async () => {
    // SET LOCAL inside one transaction so the setting and the EXPLAIN share a pooled connection.
    const plan = await t.app.ctx.db.transaction(async (tx) => {
      await tx.execute('SET LOCAL enable_seqscan = off');
      return tx.execute(
        "EXPLAIN SELECT id FROM drive_faults WHERE lower(code) = 'f1' OR search_text LIKE '%overvolt%'",
      );
    });
    const text = JSON.stringify(plan);
    expect(text).toContain('drive_faults_search_trgm_idx');
    expect(text).toContain('drive_faults_code_lower_idx');
  });
});

describe('GET /drives/cia402/{class}', () => {
  it('lists similar faults of several brands under one CiA 402 class', async () => {
    const res = await get('/drives/cia402/3210');
    expect(res.statusCode).toBe(200);
    const result = res.json<Cia402Faults>();
    expect(result.cia402_group).toBe('DC link voltage');
    const expected = rows.filter((r) => r.cia402_class === '3210').length;
    expect(result.items).toHaveLength(Math.min(expected, 200));
    expect(new Set(result.items.map((x) => x.manufacturer.slug)).size).toBeGreaterThan(3);
  });

  it('answers 422 for a class that is not four hex digits', async () => {
    expect((await get('/drives/cia402/32G0')).statusCode).toBe(422);
    expect((await get('/drives/cia402/321')).statusCode).toBe(422);
  });
});
