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

  it('takes transistors with or without the later dies column, and checks the pins of a dual', async () => {
    const header = (withDies: boolean) =>
      `mpn,type,polarity,package,pinout,${withDies ? 'dies,' : ''}marking,v_ceo_or_vds,v_cbo,ic_or_id,pd,` +
      'pd_condition,hfe_min,hfe_max,hfe_test_ic,ft_mhz,rds_on_ohm,rds_on_vgs,vgs_th_min,vgs_th_max,qg_nc,' +
      'idss_min,idss_max,vgs_off_min,vgs_off_max,r1_kohm,r2_kohm,manufacturer,equivalents,complement,source';
    const tail = ',40,60,0.2,0.2,Ta=25C,,,,,,,,,,,,,,,,Example Semi,,,Example Semi sheet';
    const single = await upload(
      'transistors',
      `${header(false)}
EXS1,bjt,npn,SOT-23,BEC,${tail}`,
    );
    expect(single.json<ImportReport>()).toMatchObject({ committed: true, inserted: 1 });
    const dual = await upload(
      'transistors',
      `${header(true)}
EXW2,bjt,npn,SOT-363,E1B1C2E2B2C1,2,${tail}`,
    );
    expect(dual.json<ImportReport>()).toMatchObject({ committed: true, inserted: 1 });
    const part = (mpn: string) => t.app.inject({ method: 'GET', url: `/api/v1/transistor-xref/part/${mpn}` });
    expect((await part('EXS1')).json<Transistor>()).toMatchObject({ dies: 1, pinout: 'BEC' });
    expect((await part('EXW2')).json<Transistor>()).toMatchObject({ dies: 2, pinout: 'E1B1C2E2B2C1' });
    const unnumbered = await upload(
      'transistors',
      `${header(true)}
EXW3,bjt,npn,SOT-363,EBCEBC,2,${tail}`,
    );
    expect(unnumbered.statusCode).toBe(422);
    expect(JSON.stringify(unnumbered.json())).toContain('dies');
    expect((await part('EXW3')).statusCode).toBe(404);
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
