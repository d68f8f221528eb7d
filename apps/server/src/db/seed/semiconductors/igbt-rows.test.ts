import { describe, expect, it } from 'vitest';
import { parseIgbtCsv } from './igbt-rows';
import { duplicates, igbts } from './semiconductor-fixtures';

const header =
  'mpn,marking,vces,ic_25,ic_100,ic_hot,ic_hot_tc,pd,vce_sat_typ,vce_sat_max,vce_sat_test_ic,package,copack_diode,technology,manufacturer,source';
const good = 'X1,,600,40,20,,,200,1.8,2.2,20,TO-247,yes,Trench FS,maker,doc';
// An IXYS-style row: rated at 90 C instead of 100 C, only a maximum VCE(sat).
const hot = 'X2,,1700,42,,21,90,357,,6,21,TO-247,yes,BIMOSFET,IXYS,doc';
const parseOne = (row: string) => parseIgbtCsv(`${header}\n${row}\n`);
const find = (mpn: string) => igbts.find((row) => row.mpn === mpn);

describe('igbts.csv', () => {
  it('parses every row and has no duplicate part number', () => {
    expect(igbts.length).toBeGreaterThanOrEqual(400);
    expect(duplicates(igbts.map((row) => row.mpn))).toEqual([]);
  });

  it('keeps ratings plausible for IGBTs', () => {
    for (const row of igbts) {
      expect(row.vces, row.mpn).toBeGreaterThanOrEqual(250);
      expect(row.ic_25, row.mpn).toBeGreaterThan(0);
      if (row.ic_100 !== undefined) expect(row.ic_100, row.mpn).toBeLessThanOrEqual(row.ic_25);
      if (row.vce_sat_typ !== undefined) expect(row.vce_sat_typ, row.mpn).toBeLessThanOrEqual(7);
      expect(row.source.length, row.mpn).toBeGreaterThan(5);
    }
  });

  it('matches well-known datasheet values', () => {
    expect(find('IRG4PC50UD')).toMatchObject({ vces: 600, copack_diode: true, package: 'TO-247' });
    expect(find('IKW40N120H3')).toMatchObject({ vces: 1200, copack_diode: true });
    // The later DS98570A (08/03) drops the diode an earlier copy named; the diode part is IXGH28N60BD1.
    expect(find('IXGH28N60B')).toMatchObject({ copack_diode: false, ic_hot: 28, ic_hot_tc: 90 });
  });
});

describe('IGBT row schema', () => {
  it('keeps a current rated at another case temperature and a maximum-only VCE(sat)', () => {
    expect(parseOne(hot)[0]).toMatchObject({
      ic_hot: 21,
      ic_hot_tc: 90,
      vce_sat_max: 6,
      vce_sat_test_ic: 21,
    });
    expect(parseOne(hot)[0]?.vce_sat_typ).toBeUndefined();
  });

  it('reads yes/no as a boolean', () => {
    expect(parseOne(good)[0]?.copack_diode).toBe(true);
    expect(parseOne(good.replace(',yes,', ',no,'))[0]?.copack_diode).toBe(false);
  });

  it.each([
    ['a current at 100 C above the 25 C rating', good.replace('40,20', '20,40')],
    ['VCE(sat) without its test current', good.replace('1.8,2.2,20', '1.8,2.2,')],
    ['a typical VCE(sat) above its maximum', good.replace('1.8,2.2', '2.4,2.2')],
    ['a hot-case current without its temperature', hot.replace(',21,90,', ',21,,')],
    ['a hot-case current at 100 C (that is ic_100)', hot.replace(',21,90,', ',21,100,')],
    ['a hot-case current beside ic_100', hot.replace('42,,21,90', '42,20,21,90')],
    ['a hot-case current above the 25 C rating', hot.replace(',21,90,', ',50,90,')],
    ['a copack value other than yes or no', good.replace(',yes,', ',maybe,')],
    ['a missing source', good.replace(',doc', ',')],
  ])('rejects %s', (_label, row) => {
    expect(() => parseOne(row)).toThrow();
  });
});
