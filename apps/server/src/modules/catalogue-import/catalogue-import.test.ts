import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportReport, SmdSearchResult } from '@electrobench/contracts/components';
import type { Transistor } from '@electrobench/contracts/transistors';
import { bearer, createAccount, createTestApp, type Account, type TestApp } from '../../../test/test-app';
import { createAdmin, uploadCatalogue } from '../../../test/test-helpers';

let t: TestApp;
let admin: Account;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t);
});
afterAll(() => t.close());

const HEADER = 'code,part_number,manufacturer,package,function,pin_count,description,source';
const row = (code: string, part: string, description = 'test row') =>
  `${code},${part},Example Semi,SOT-23,NPN general purpose,3,${description},Example Semi ${part} datasheet`;

const upload = (kind: string, csv: string, who: Account = admin) => uploadCatalogue(t, who, kind, csv);

const smdTotal = async (term: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/v1/smd/?search_term=${term}` })).json<SmdSearchResult>()
    .total_items;

describe('POST /admin/catalogue-import/{kind}', () => {
  it('is for admins only', async () => {
    const member = await createAccount(t);
    expect((await upload('smd-codes', `${HEADER}\n${row('K1', 'EXK1')}`, member)).statusCode).toBe(403);
    const guest = await t.app.inject({ method: 'POST', url: '/api/v1/admin/catalogue-import/smd-codes' });
    expect(guest.statusCode).toBe(401);
  });

  it('loads a CSV file, and the same file again changes nothing', async () => {
    const csv = [HEADER, row('K1', 'EXK1'), row('K2', 'EXK2'), row('K3', 'EXK3')].join('\n');
    const first = await upload('smd-codes', csv);
    expect(first.statusCode).toBe(200);
    expect(first.json<ImportReport>()).toMatchObject({
      committed: true,
      total_rows: 3,
      inserted: 3,
      updated: 0,
    });
    expect(await smdTotal('EXK')).toBe(3);
    expect((await upload('smd-codes', csv)).json<ImportReport>()).toMatchObject({ inserted: 0, updated: 0 });
    const raw = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/catalogue-import/smd-codes',
      payload: [HEADER, row('K1', 'EXK1', 'corrected')].join('\n'),
      headers: { 'content-type': 'text/csv', ...bearer(admin) },
    });
    expect(raw.json<ImportReport>()).toMatchObject({ committed: true, inserted: 0, updated: 1 });
  });

  it('refuses the whole file when any row is bad and says which and why', async () => {
    const lines = [
      HEADER,
      row('M1', 'EXM1'),
      row('M2', 'EXM2').replace(',3,', ',6,'),
      row('M1', 'EXM1'),
      'M4,EXM4',
    ];
    const res = await upload('smd-codes', lines.join('\n'));
    expect(res.statusCode).toBe(422);
    const { detail, report } = res.json<{
      detail: { loc: (string | number)[]; msg: string }[];
      report: ImportReport;
    }>();
    expect(detail[0]?.msg).toContain('3 row(s) rejected');
    expect(detail.slice(1).map((d) => d.loc)).toEqual([
      ['file', 3],
      ['file', 4],
      ['file', 5],
    ]);
    expect(report.committed).toBe(false);
    expect(report.rejected.map((r) => r.line)).toEqual([3, 4, 5]);
    expect(report.rejected[0]?.errors.join(' ')).toContain('pin_count');
    expect(report.rejected[1]?.errors.join(' ')).toContain('line 2');
    expect(await smdTotal('EXM')).toBe(0);
  });

  it('writes thousands of rows in batches inside one transaction', async () => {
    const rows = Array.from({ length: 2500 }, (_, i) => row(`B${i}`, `EXBULK${i}`));
    const res = await upload('smd-codes', [HEADER, ...rows].join('\n'));
    expect(res.json<ImportReport>()).toMatchObject({ committed: true, inserted: 2500 });
    expect(await smdTotal('EXBULK')).toBe(2500);
    const broken = [...rows.map((r) => r.replace('EXBULK', 'EXBAD')), 'bad,row'];
    expect((await upload('smd-codes', [HEADER, ...broken].join('\n'))).statusCode).toBe(422);
    expect(await smdTotal('EXBAD')).toBe(0);
  });

  it('accepts JSON with numbers and part lists', async () => {
    const part = {
      mpn: 'EXQ100',
      type: 'bjt',
      polarity: 'npn',
      package: 'TO-92',
      pinout: 'EBC',
      v_ceo_or_vds: 45,
      v_cbo: 50,
      ic_or_id: 0.5,
      pd: 0.625,
      pd_condition: 'Ta=25C',
      manufacturer: 'Example Semi',
      equivalents: [],
      complement: [],
      source: 'Example Semi EXQ100 datasheet',
    };
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/catalogue-import/transistors',
      payload: [part],
      headers: bearer(admin),
    });
    expect(res.json<ImportReport>()).toMatchObject({ committed: true, inserted: 1 });
    const got = await t.app.inject({ method: 'GET', url: '/api/v1/transistor-xref/part/EXQ100' });
    expect(got.json<Transistor>()).toMatchObject({ v_ceo_or_vds: 45, pinout: 'EBC' });
  });

  it('explains a wrong header or kind', async () => {
    const res = await upload('smd-codes', 'code,part\nA,B');
    expect(res.statusCode).toBe(422);
    expect(res.json<{ detail: string }>().detail).toContain('missing column(s): part_number, manufacturer');
    expect((await upload('valves', `${HEADER}\n${row('K1', 'EXK1')}`)).statusCode).toBe(422);
    const kinds = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/catalogue-import/kinds',
      headers: bearer(admin),
    });
    expect(
      kinds.json<{ kind: string; columns: string[] }[]>().find((k) => k.kind === 'smd-codes')?.columns,
    ).toEqual(HEADER.split(','));
  });
});
