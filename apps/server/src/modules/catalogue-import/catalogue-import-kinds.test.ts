import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  CATALOGUE_KINDS,
  type CatalogueKindInfo,
  type IcLogo,
  type ImportReport,
} from '@electrobench/contracts/components';
import type { Soa, Transistor } from '@electrobench/contracts/transistors';
import { bearer, createTestApp, type Account, type TestApp } from '../../../test/test-app';
import { createAdmin, uploadCatalogue } from '../../../test/test-helpers';

// The kinds whose rows are not plain upserts on columns: IC logos (unique on lower(name), and an
// uploaded image must survive), SOA points (written as whole curve sets per part) and stated
// second-breakdown points (they belong to an existing SOA set).

let t: TestApp;
let admin: Account;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t);
});
afterAll(() => t.close());

const upload = (kind: string, csv: string) => uploadCatalogue(t, admin, kind, csv);
type Refused = { detail: { loc: (string | number)[]; msg: string }[]; report: ImportReport };
const get = async <T>(url: string) => (await t.app.inject({ method: 'GET', url: `/api/v1${url}` })).json<T>();

const LOGO_HEADER = 'name,logo_description,country,part_prefixes,website_domain,notes,source,image';
const logo = (name: string, description: string, extra = { domain: 'acme-semi.example', image: '' }) =>
  `${name},"${description}",Japan,AX;AXQ,${extra.domain},,Acme Semi data book,${extra.image}`;

describe('importing IC logos', () => {
  it('adds a maker, finds it by its words, and matches it again by name in any case', async () => {
    const first = await upload(
      'ic-logos',
      `${LOGO_HEADER}\n${logo('Acme Semi', 'red anvil over the letters AS')}`,
    );
    expect(first.json<ImportReport>()).toMatchObject({ committed: true, inserted: 1, updated: 0 });
    expect((await get<IcLogo[]>('/ic-logos/?q=anvil')).map((l) => l.name)).toEqual(['Acme Semi']);

    const renamed = await upload('ic-logos', `${LOGO_HEADER}\n${logo('ACME SEMI', 'blue anvil over AS')}`);
    expect(renamed.json<ImportReport>()).toMatchObject({ committed: true, inserted: 0, updated: 1 });
    const found = await get<IcLogo[]>('/ic-logos/?q=anvil');
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ name: 'ACME SEMI', logo_description: 'blue anvil over AS' });
  });

  it('keeps an uploaded logo image when the catalogue row changes', async () => {
    await upload('ic-logos', `${LOGO_HEADER}\n${logo('Imagewise', 'a green eye')}`);
    await t.app.ctx.db.execute(
      sql`UPDATE ic_logos SET image_path = 'ic-logos/imagewise.webp' WHERE name = 'Imagewise'`,
    );
    const again = await upload(
      'ic-logos',
      `${LOGO_HEADER}\n${logo('Imagewise', 'a green eye, now winking')}`,
    );
    expect(again.json<ImportReport>()).toMatchObject({ committed: true, updated: 1 });
    const [stored] = await get<IcLogo[]>('/ic-logos/?q=winking');
    expect(stored?.image_url).toMatch(/imagewise\.webp$/);
  });

  it('refuses a row with an image or a bad domain, and writes nothing', async () => {
    const res = await upload(
      'ic-logos',
      [
        LOGO_HEADER,
        logo('Goodrow Semi', 'a plain circle'),
        logo('Pictured Semi', 'a square', { domain: 'pictured.example', image: 'logo.png' }),
        logo('Badhost Semi', 'a triangle', { domain: 'http://badhost', image: '' }),
      ].join('\n'),
    );
    expect(res.statusCode).toBe(422);
    const body = res.json<Refused>();
    expect(body.report.rejected.map((r) => r.line)).toEqual([3, 4]);
    expect(body.detail.find((d) => d.loc[1] === 4)?.msg).toContain('bare domain');
    expect(await get<IcLogo[]>('/ic-logos/?q=plain circle')).toEqual([]);
  });
});

const TRANSISTOR = {
  mpn: 'EXP200',
  type: 'bjt',
  polarity: 'npn',
  package: 'TO-220',
  pinout: 'BCE',
  v_ceo_or_vds: 100,
  ic_or_id: 6,
  pd: 60,
  pd_condition: 'Tc=25C',
  manufacturer: 'Example Semi',
  equivalents: [],
  complement: [],
  source: 'Example Semi EXP200 datasheet',
};

const soaOf = async (mpn: string) => {
  const part = await get<Transistor>(`/transistor-xref/part/${mpn}`);
  expect(part.soa_id).not.toBeNull();
  return get<Soa>(`/transistor-xref/soa/${part.soa_id}`);
};

describe('importing SOA points and stated second-breakdown points', () => {
  beforeAll(async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/catalogue-import/transistors',
      payload: [TRANSISTOR],
      headers: bearer(admin),
    });
    expect(res.json<ImportReport>()).toMatchObject({ committed: true, inserted: 1 });
  });

  it('stores the curves of a part in datasheet order, and a new file replaces them', async () => {
    const csv = [
      'mpn,curve,v,i,derived',
      'EXP200,1ms,100,2,no',
      'EXP200,DC,100,0.6,no',
      'EXP200,DC,10,6,no',
      'EXP200,1ms,10,6,no',
      'EXP200,DC,30,2,no',
    ].join('\n');
    const first = await upload('soa', csv);
    expect(first.json<ImportReport>()).toMatchObject({ committed: true, inserted: 5, updated: 0 });
    const soa = await soaOf('EXP200');
    expect(soa.device).toBe('transistor');
    expect(soa.curves.map((c) => c.curve)).toEqual(['DC', '1ms']);
    expect(soa.curves[0]?.points).toEqual([
      { v: 10, i: 6 },
      { v: 30, i: 2 },
      { v: 100, i: 0.6 },
    ]);
    expect((await upload('soa', csv)).json<ImportReport>()).toMatchObject({ inserted: 0, updated: 0 });

    const dcOnly = await upload('soa', 'mpn,curve,v,i,derived\nEXP200,DC,10,6,yes\nEXP200,DC,100,0.6,yes');
    expect(dcOnly.json<ImportReport>()).toMatchObject({ committed: true, inserted: 0, updated: 2 });
    const replaced = await soaOf('EXP200');
    expect(replaced.curves).toEqual([
      {
        curve: 'DC',
        derived: true,
        points: [
          { v: 10, i: 6 },
          { v: 100, i: 0.6 },
        ],
      },
    ]);
  });

  it('refuses unknown parts, curves that widen with voltage and one-point curves, writing nothing', async () => {
    const res = await upload(
      'soa',
      [
        'mpn,curve,v,i,derived',
        'EXP200,DC,10,6,no',
        'EXP200,DC,50,1,no',
        'EXP200,DC,100,1.5,no',
        'NOSUCH9,DC,10,1,no',
        'NOSUCH9,DC,20,0.5,no',
        'EXP200,10ms,20,3,no',
        'EXP200,DC,100,1.2,no',
      ].join('\n'),
    );
    expect(res.statusCode).toBe(422);
    const errors = res.json<Refused>().report.rejected;
    const at = (line: number) => errors.find((e) => e.line === line)?.errors.join(' ') ?? '';
    expect(at(4)).toContain('rises from 1 A at 50 V (line 3)');
    expect(at(5)).toContain('NOSUCH9 is in neither the transistor nor the IGBT catalogue');
    expect(at(7)).toContain('needs at least 2 points');
    expect(at(8)).toContain('same part as line 4');
    // The stored set is the one of the last good import.
    expect((await soaOf('EXP200')).curves.map((c) => c.points.length)).toEqual([2]);
  });

  it('adds stated second-breakdown points to an existing SOA, and only to one', async () => {
    const header = 'mpn,v,i,t_s,source';
    const missing = await upload('second-breakdown', `${header}\nNOSUCH9,40,1,1,Example data sheet`);
    expect(missing.statusCode).toBe(422);
    expect(missing.json<Refused>().report.rejected[0]?.errors[0]).toContain('has no safe operating area yet');

    const csv = `${header}\nEXP200,80,0.5,1,Example Semi EXP200 datasheet\nEXP200,40,1.5,1,Example Semi EXP200 datasheet`;
    const res = await upload('second-breakdown', csv);
    expect(res.json<ImportReport>()).toMatchObject({ committed: true, inserted: 2, updated: 0 });
    expect((await soaOf('EXP200')).second_breakdown).toEqual([
      { v: 40, i: 1.5, t_s: 1, source: 'Example Semi EXP200 datasheet' },
      { v: 80, i: 0.5, t_s: 1, source: 'Example Semi EXP200 datasheet' },
    ]);
    expect((await upload('second-breakdown', csv)).json<ImportReport>()).toMatchObject({
      inserted: 0,
      updated: 0,
    });
    // Importing the curves again leaves the stated points alone.
    await upload('soa', 'mpn,curve,v,i,derived\nEXP200,DC,10,6,no\nEXP200,DC,100,0.5,no');
    expect((await soaOf('EXP200')).second_breakdown).toHaveLength(2);
  });
});

describe('importing turn-off (RBSOA) limits', () => {
  it('puts them on an existing SOA with their conditions, and refuses a part without one', async () => {
    const header = 'mpn,i,v,tj_c,conditions,source';
    const missing = await upload('rbsoa', `${header}\nNOSUCH9,10,400,125,clamped load,Example data sheet`);
    expect(missing.statusCode).toBe(422);
    const bad = await upload('rbsoa', `${header}\nEXP200,-3,80,125,clamped load,Example data sheet`);
    expect(bad.json<Refused>().report.rejected[0]?.errors.join(' ')).toMatch(/^i: /);

    const csv = `${header}\nEXP200,12,80,125,"clamped inductive load, VGE 15 V",Example Semi EXP200 datasheet`;
    expect((await upload('rbsoa', csv)).json<ImportReport>()).toMatchObject({ committed: true, inserted: 1 });
    expect((await soaOf('EXP200')).turn_off).toEqual([
      {
        i: 12,
        v: 80,
        tj_c: 125,
        conditions: 'clamped inductive load, VGE 15 V',
        source: 'Example Semi EXP200 datasheet',
      },
    ]);
  });
});

describe('GET /admin/catalogue-import/kinds', () => {
  it('lists every kind with its columns and what a row is matched by', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/catalogue-import/kinds',
      headers: bearer(admin),
    });
    const kinds = res.json<CatalogueKindInfo[]>();
    expect(kinds.map((k) => k.kind)).toEqual([...CATALOGUE_KINDS]);
    expect(kinds.find((k) => k.kind === 'ic-logos')).toEqual({
      kind: 'ic-logos',
      columns: LOGO_HEADER.split(','),
      optional_columns: [],
      matched_by: 'name (any case); an uploaded logo image is kept',
    });
    expect(kinds.find((k) => k.kind === 'transistors')?.optional_columns).toEqual(['dies']);
    expect(kinds.find((k) => k.kind === 'second-breakdown')?.columns).toEqual([
      'mpn',
      'v',
      'i',
      't_s',
      'source',
    ]);
  });
});
