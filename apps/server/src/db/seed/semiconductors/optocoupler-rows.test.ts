import { describe, expect, it } from 'vitest';
import { parseOptocouplerCsv } from './optocoupler-rows';
import { duplicates, optocouplers } from './semiconductor-fixtures';

const header =
  'mpn,output_type,ctr_min_pct,ctr_max_pct,ctr_test_if_ma,trigger_if_max_ma,output_v_max,isolation_vrms,' +
  'channels,pins,package,manufacturer,equivalents,source';
const good = 'X1,transistor,50,600,5,,80,5000,1,4,DIP-4,maker,,doc';
const parseOne = (row: string) => parseOptocouplerCsv(`${header}\n${row}\n`);
const find = (mpn: string) => optocouplers.find((row) => row.mpn === mpn);

describe('optocouplers.csv', () => {
  it('parses every row and has no duplicate part number', () => {
    expect(optocouplers.length).toBeGreaterThanOrEqual(300);
    expect(duplicates(optocouplers.map((row) => row.mpn))).toEqual([]);
  });

  it('keeps CTR and isolation plausible', () => {
    for (const row of optocouplers) {
      if (row.ctr_min_pct !== undefined && row.ctr_max_pct !== undefined) {
        expect(row.ctr_min_pct, row.mpn).toBeLessThanOrEqual(row.ctr_max_pct);
      }
      expect(row.isolation_vrms, row.mpn).toBeGreaterThanOrEqual(1000);
      expect(row.source.length, row.mpn).toBeGreaterThan(5);
    }
  });

  it('matches well-known datasheet values', () => {
    expect(find('PC817')).toMatchObject({
      output_type: 'transistor',
      ctr_min_pct: 50,
      ctr_max_pct: 600,
      pins: 4,
    });
    expect(find('6N137')).toMatchObject({ output_type: 'logic', pins: 8 });
    expect(find('MOC3021M')).toMatchObject({ output_type: 'triac', output_v_max: 400 });
    expect(find('MOC3041')).toMatchObject({ output_type: 'zero-cross-triac' });
  });
});

describe('optocoupler row schema', () => {
  it.each([
    ['CTR min above max', good.replace('50,600', '600,50')],
    ['CTR on a logic-output part', good.replace(',transistor,', ',logic,')],
    ['CTR without its test current', good.replace(',5,,80', ',,,80')],
    ['four channels in four pins', good.replace(',1,4,', ',4,4,')],
    ['an unknown output type', good.replace(',transistor,', ',relay,')],
  ])('rejects %s', (_label, row) => {
    expect(() => parseOne(row)).toThrow();
  });
});
