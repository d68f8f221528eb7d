import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListDetail, ListItem, ListItemKind, ListSummary } from '@electrobench/contracts/lists';
import { smdComponents } from '../../db/schema/components';
import { igbts, optocouplers, transistors } from '../../db/schema/semiconductors';
import {
  igbtsSeeder,
  optocouplersSeeder,
  smdCodesSeeder,
  transistorsSeeder,
} from '../../db/seed/components-seeder';
import { createAccount, createTestApp, type Account, type TestApp } from '../../../test/test-app';
import { createAdmin, callApi, type ApiMethod } from '../../../test/test-helpers';

let t: TestApp;
let owner: Account;
let stranger: Account;
/** One catalogue id per kind, plus a second SMD one. */
let ids: Record<ListItemKind, number> & { smd2: number };
beforeAll(async () => {
  t = await createTestApp();
  for (const seeder of [smdCodesSeeder, transistorsSeeder, igbtsSeeder, optocouplersSeeder]) {
    await seeder.run(t.app.ctx);
  }
  owner = await createAccount(t);
  stranger = await createAccount(t);
  const db = t.app.ctx.db;
  const smd = await db
    .select({ id: smdComponents.id })
    .from(smdComponents)
    .where(eq(smdComponents.code, '1D'));
  const [tr] = await db.select({ id: transistors.id }).from(transistors).where(eq(transistors.mpn, '2N3904'));
  const [ig] = await db.select({ id: igbts.id }).from(igbts).where(eq(igbts.mpn, 'IKW40N120H3'));
  const [op] = await db
    .select({ id: optocouplers.id })
    .from(optocouplers)
    .where(eq(optocouplers.mpn, 'PC817'));
  if (!smd[0] || !smd[1] || !tr || !ig || !op) throw new Error('seed parts missing');
  ids = { smd: smd[0].id, smd2: smd[1].id, transistor: tr.id, igbt: ig.id, opto: op.id };
});
afterAll(() => t.close());

const call = (method: ApiMethod, url: string, who?: Account, payload?: object) =>
  callApi(t, method, url, who, payload);
const newList = async (name: string, who = owner) =>
  (await call('POST', '/lists/', who, { name })).json<ListSummary>();
const add = (listId: number, body: object, who = owner) => call('POST', `/lists/${listId}/items`, who, body);

describe('lists', () => {
  it('needs a login for every route', async () => {
    const routes: [ApiMethod, string, object?][] = [
      ['GET', '/lists/'],
      ['POST', '/lists/', { name: 'x' }],
      ['GET', '/lists/1'],
      ['PUT', '/lists/1', { name: 'x' }],
      ['DELETE', '/lists/1'],
      ['POST', '/lists/1/items', { kind: 'smd', part_id: 1 }],
      ['PUT', '/lists/items/1', { quantity: 2 }],
      ['DELETE', '/lists/items/1'],
      ['GET', '/lists/1/export.csv'],
    ];
    for (const [method, url, body] of routes) {
      expect((await call(method, url, undefined, body)).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('lets a member create, fill, rename and empty a list', async () => {
    const created = await call('POST', '/lists/', owner, { name: '  Amp board  ' });
    expect(created.statusCode).toBe(201);
    const list = created.json<ListSummary>();
    expect(list).toMatchObject({ name: 'Amp board', item_count: 0 });

    const added = await add(list.id, { part_id: ids.smd, note: 'Q3' });
    expect(added.statusCode).toBe(201);
    const item = added.json<ListItem>();
    expect(item).toMatchObject({ kind: 'smd', quantity: 1, note: 'Q3', part: { id: ids.smd, code: '1D' } });
    expect((await add(list.id, { kind: 'smd', part_id: ids.smd })).statusCode).toBe(409);
    await add(list.id, { kind: 'smd', part_id: ids.smd2 });

    const detail = (await call('GET', `/lists/${list.id}`, owner)).json<ListDetail>();
    expect(detail.items.map((i) => i.part.id)).toEqual([ids.smd, ids.smd2]);

    const renamed = await call('PUT', `/lists/${list.id}`, owner, { name: 'Amp board rev B' });
    expect(renamed.json<ListSummary>()).toMatchObject({ name: 'Amp board rev B', item_count: 2 });
    const summaries = (await call('GET', '/lists/', owner)).json<ListSummary[]>();
    expect(summaries.find((s) => s.id === list.id)?.item_count).toBe(2);

    expect((await call('DELETE', `/lists/items/${item.id}`, owner)).statusCode).toBe(200);
    expect((await call('GET', `/lists/${list.id}`, owner)).json<ListDetail>().items).toHaveLength(1);
    expect((await call('DELETE', `/lists/${list.id}`, owner)).statusCode).toBe(200);
    expect((await call('GET', `/lists/${list.id}`, owner)).statusCode).toBe(404);
  });

  it('holds every kind of part with a quantity and a note, once each', async () => {
    const list = await newList('Inverter repair');
    const lines: [ListItemKind, number, string, RegExp][] = [
      ['smd', 2, 'R12 area', /./],
      ['transistor', 4, 'Q1-Q4 drivers', /^NPN BJT, 40 V$/],
      ['igbt', 6, 'Bridge', /^IGBT, 1200 V, \d+ A$/],
      ['opto', 3, 'Feedback', /^Optocoupler, transistor output$/],
    ];
    for (const [kind, quantity, note, description] of lines) {
      const res = await add(list.id, { kind, part_id: ids[kind], quantity, note });
      expect(res.statusCode, kind).toBe(201);
      expect(res.json<ListItem>()).toMatchObject({ kind, quantity, note, part: { id: ids[kind] } });
      expect(res.json<ListItem>().part.description).toMatch(description);
      const again = await add(list.id, { kind, part_id: ids[kind] });
      expect(again.statusCode, kind).toBe(409);
    }
    const detail = (await call('GET', `/lists/${list.id}`, owner)).json<ListDetail>();
    expect(detail.items.map((i) => [i.kind, i.part.part_number, i.quantity])).toEqual([
      ['smd', expect.any(String), 2],
      ['transistor', '2N3904', 4],
      ['igbt', 'IKW40N120H3', 6],
      ['opto', 'PC817', 3],
    ]);
    expect(detail.items.slice(1).every((i) => i.part.code === null)).toBe(true);

    const opto = detail.items[3]!;
    const changed = await call('PUT', `/lists/items/${opto.id}`, owner, { quantity: 10 });
    expect(changed.json<ListItem>()).toMatchObject({ quantity: 10, note: 'Feedback' });
    const noted = await call('PUT', `/lists/items/${opto.id}`, owner, { note: '  U7, spare  ' });
    expect(noted.json<ListItem>()).toMatchObject({ quantity: 10, note: 'U7, spare' });
  });

  it('exports a list as CSV rows a spreadsheet reads as text', async () => {
    const list = await newList('PSU board, rev "B"');
    await add(list.id, { kind: 'transistor', part_id: ids.transistor, quantity: 4, note: 'Q1, Q2 and "Q3"' });
    await add(list.id, { kind: 'opto', part_id: ids.opto, note: '=HYPERLINK("http://x")' });
    const res = await call('GET', `/lists/${list.id}/export.csv`, owner);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="psu-board-rev-b.csv"');
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const rows = parse(res.body, { bom: true }) as string[][];
    expect(rows).toEqual([
      ['Kind', 'Part number', 'Code', 'Manufacturer', 'Package', 'Description', 'Quantity', 'Note'],
      ['Transistor', '2N3904', '', expect.any(String), 'TO-92', 'NPN BJT, 40 V', '4', 'Q1, Q2 and "Q3"'],
      [
        'Optocoupler',
        'PC817',
        '',
        expect.any(String),
        expect.any(String),
        expect.any(String),
        '1',
        `'=HYPERLINK("http://x")`,
      ],
    ]);
  });

  it("hides one member's list from everyone else, admins included", async () => {
    const list = await newList('Private');
    const item = (await add(list.id, { kind: 'transistor', part_id: ids.transistor })).json<ListItem>();
    const admin = await createAdmin(t);
    for (const who of [stranger, admin]) {
      expect((await call('GET', `/lists/${list.id}`, who)).statusCode).toBe(404);
      expect((await call('GET', `/lists/${list.id}/export.csv`, who)).statusCode).toBe(404);
      expect((await call('PUT', `/lists/${list.id}`, who, { name: 'Mine now' })).statusCode).toBe(404);
      expect((await add(list.id, { kind: 'igbt', part_id: ids.igbt }, who)).statusCode).toBe(404);
      expect((await call('PUT', `/lists/items/${item.id}`, who, { quantity: 99 })).statusCode).toBe(404);
      expect((await call('DELETE', `/lists/items/${item.id}`, who)).statusCode).toBe(404);
      expect((await call('DELETE', `/lists/${list.id}`, who)).statusCode).toBe(404);
      expect((await call('GET', '/lists/', who)).json<ListSummary[]>()).toEqual([]);
    }
    const detail = (await call('GET', `/lists/${list.id}`, owner)).json<ListDetail>();
    expect(detail).toMatchObject({ name: 'Private', items: [{ quantity: 1, note: '' }] });
  });

  it('rejects bad input with 422 and a sentence, changing nothing', async () => {
    expect((await call('POST', '/lists/', owner, { name: '   ' })).statusCode).toBe(422);
    expect((await call('POST', '/lists/', owner, { name: 'x'.repeat(81) })).statusCode).toBe(422);
    const list = await newList('Bad adds');
    const item = (await add(list.id, { kind: 'igbt', part_id: ids.igbt, note: 'kept' })).json<ListItem>();
    const bad: [object, string][] = [
      [{ kind: 'resistor', part_id: ids.smd }, 'Kind is one of smd, transistor, igbt, opto.'],
      [{ kind: 'transistor' }, 'Name the part by its id.'],
      [{ kind: 'transistor', part_id: 'x' }, 'Name the part by its id.'],
      [{ kind: 'smd', part_id: 99999999 }, 'No SMD component with this id.'],
      [{ kind: 'transistor', part_id: 99999999 }, 'No transistor with this id.'],
      [{ kind: 'igbt', part_id: 99999999 }, 'No IGBT with this id.'],
      [{ kind: 'opto', part_id: 99999999 }, 'No optocoupler with this id.'],
      [{ kind: 'opto', part_id: ids.opto, quantity: 0 }, 'Quantity is a whole number from 1 to 9999.'],
      [{ kind: 'opto', part_id: ids.opto, quantity: 10000 }, 'Quantity is a whole number from 1 to 9999.'],
      [{ kind: 'opto', part_id: ids.opto, quantity: 1.5 }, 'Quantity is a whole number from 1 to 9999.'],
      [{ kind: 'opto', part_id: ids.opto, note: 'n'.repeat(501) }, 'A note is at most 500 characters.'],
    ];
    for (const [body, message] of bad) {
      const res = await add(list.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(JSON.stringify(res.json()), JSON.stringify(body)).toContain(message);
    }
    const badEdits: [object, string][] = [
      [{}, 'Nothing to update.'],
      [{ quantity: -1 }, 'Quantity is a whole number from 1 to 9999.'],
      [{ quantity: '3' }, 'Quantity is a whole number from 1 to 9999.'],
      [{ note: 'n'.repeat(501) }, 'A note is at most 500 characters.'],
    ];
    for (const [body, message] of badEdits) {
      const res = await call('PUT', `/lists/items/${item.id}`, owner, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(JSON.stringify(res.json())).toContain(message);
    }
    const detail = (await call('GET', `/lists/${list.id}`, owner)).json<ListDetail>();
    expect(detail.items).toMatchObject([{ kind: 'igbt', quantity: 1, note: 'kept' }]);
    expect((await call('GET', '/lists/abc', owner)).statusCode).toBe(422);
    expect((await call('PUT', '/lists/items/abc', owner, { quantity: 2 })).statusCode).toBe(422);
  });

  it('a note of exactly 500 characters is kept whole', async () => {
    const list = await newList('Long note');
    const note = 'n'.repeat(500);
    const res = await add(list.id, { kind: 'smd', part_id: ids.smd, quantity: 9999, note });
    expect(res.json<ListItem>()).toMatchObject({ quantity: 9999, note });
  });
});
