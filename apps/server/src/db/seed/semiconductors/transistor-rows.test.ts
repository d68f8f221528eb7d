import { describe, expect, it } from 'vitest';
import { duplicates, transistors } from './semiconductor-fixtures';
import { isBipolar, parseTransistorCsv } from './transistor-rows';

const header =
  'mpn,type,polarity,package,pinout,dies,marking,v_ceo_or_vds,v_cbo,ic_or_id,pd,pd_condition,hfe_min,hfe_max,' +
  'hfe_test_ic,ft_mhz,rds_on_ohm,rds_on_vgs,vgs_th_min,vgs_th_max,qg_nc,idss_min,idss_max,vgs_off_min,' +
  'vgs_off_max,r1_kohm,r2_kohm,manufacturer,equivalents,complement,source';
const goodBjt = 'X1,bjt,npn,TO-92,EBC,,,40,60,0.2,0.625,Ta=25C,100,300,0.01,300,,,,,,,,,,,,maker,,,doc';
const parseOne = (row: string) => parseTransistorCsv(`${header}\n${row}\n`);
const find = (mpn: string) => transistors.find((row) => row.mpn === mpn);

describe('transistors.csv', () => {
  it('parses every row against the schema and holds at least the 1000 parts reached by the issue 14 data pass', () => {
    expect(transistors.length).toBeGreaterThanOrEqual(2000);
  });

  it('has no duplicate part number', () => {
    expect(duplicates(transistors.map((row) => row.mpn))).toEqual([]);
  });

  it('uses E/B/C pin letters for bipolar parts and G/D/S for FETs (each once on three leads; K only as a FET Kelvin source)', () => {
    for (const row of transistors) {
      const expected = isBipolar(row.type) ? 'BCE' : 'DGS';
      if (row.pinout.length === 3) {
        expect([...row.pinout].sort().join(''), row.mpn).toBe(expected);
      } else {
        const used = [...new Set(row.pinout.replace(/[/12]/g, ''))].filter(
          (letter) => isBipolar(row.type) || letter !== 'K',
        );
        expect(used.sort().join(''), row.mpn).toBe(expected);
      }
    }
  });

  it('keeps ratings physically plausible', () => {
    for (const row of transistors) {
      expect(row.v_ceo_or_vds, row.mpn).toBeGreaterThan(0);
      if (row.ic_or_id !== undefined) expect(row.ic_or_id, row.mpn).toBeGreaterThan(0);
      if (row.hfe_min !== undefined && row.hfe_max !== undefined) {
        expect(row.hfe_min, row.mpn).toBeLessThanOrEqual(row.hfe_max);
      }
      if (row.vgs_th_min !== undefined && row.vgs_th_max !== undefined) {
        expect(row.vgs_th_min, row.mpn).toBeLessThanOrEqual(row.vgs_th_max);
      }
      // Small-signal Pd is quoted in free air; a case-rated figure below 1 W would be a unit slip.
      if (row.pd_condition === 'Tc=25C') expect(row.pd, row.mpn).toBeGreaterThanOrEqual(1);
      if (row.pd_condition === 'Ta=25C') expect(row.pd, row.mpn).toBeLessThanOrEqual(5);
      // Soldering-point ratings belong to small surface-mount packages.
      if (row.pd_condition?.startsWith('Ts')) expect(row.pd, row.mpn).toBeLessThanOrEqual(10);
    }
  });

  it('names a source datasheet for every row', () => {
    for (const row of transistors) expect(row.source.length, row.mpn).toBeGreaterThan(5);
  });

  it('matches well-known datasheet values', () => {
    expect(find('2N3904')).toMatchObject({ polarity: 'npn', pinout: 'EBC', v_ceo_or_vds: 40, ic_or_id: 0.2 });
    // Nexperia numbers SOT54 pin 1 as the emitter (onsemi's BC547 is CBE: same leads, other end).
    expect(find('BC547B')).toMatchObject({ pinout: 'EBC', hfe_min: 200, hfe_max: 450 });
    // onsemi rates MPSA13/MPSA14 at 500 mA; 1.2 A is another maker's figure.
    expect(find('MPSA14')).toMatchObject({ ic_or_id: 0.5, hfe_min: 10000 });
    expect(find('IRFZ44N')).toMatchObject({
      v_ceo_or_vds: 55,
      ic_or_id: 49,
      rds_on_ohm: 0.0175,
      pinout: 'GDS',
    });
    expect(find('2N3055')).toMatchObject({ package: 'TO-3', v_ceo_or_vds: 60, ic_or_id: 15, pd: 115 });
    expect(find('TIP120')).toMatchObject({ type: 'darlington', hfe_min: 1000 });
    expect(find('PDTC114ET')).toMatchObject({ type: 'digital-bjt', r1_kohm: 10, r2_kohm: 10 });
  });
});

describe('transistor row schema', () => {
  it('accepts a complete, consistent row', () => {
    expect(parseOne(goodBjt)[0]).toMatchObject({ mpn: 'X1', hfe_min: 100, equivalents: [] });
  });

  it('treats an empty cell as unknown, not zero', () => {
    const row = parseOne('X2,mosfet,n-channel,TO-220,GDS,,,60,,,,,,,,,,,,,,,,,,,,maker,,,doc')[0];
    expect(row?.ic_or_id).toBeUndefined();
    expect(row?.pd).toBeUndefined();
  });

  it.each([
    ['FET pin letters on a BJT', goodBjt.replace('EBC', 'GDS')],
    ['hFE min above max', goodBjt.replace('100,300', '300,100')],
    ['VCBO below VCEO', goodBjt.replace('40,60', '60,40')],
    ['a FET polarity on a BJT', goodBjt.replace(',npn,', ',n-channel,')],
    ['a negative voltage', goodBjt.replace(',40,60,', ',-40,60,')],
    ['Pd without its condition', goodBjt.replace('Ta=25C', '')],
    ['a soldering-point Pd without its temperature', goodBjt.replace('Ta=25C', 'Ts=25')],
    ['an unknown Pd condition', goodBjt.replace('Ta=25C', 'Tj=25C')],
    ['an unknown type', goodBjt.replace(',bjt,', ',igbt,')],
  ])('rejects %s', (_label, row) => {
    expect(() => parseOne(row)).toThrow();
  });

  it('accepts the leads of a single MOSFET in an eight-pin or Kelvin-source package', () => {
    const so8 =
      'X4,mosfet,n-channel,SON-8 5x6,SSSGDDDD,,,30,,100,3.2,Ta=25C,,,,,0.002,10,1.1,2.1,,,,,,,,maker,,,doc';
    expect(parseOne(so8)[0]).toMatchObject({ pinout: 'SSSGDDDD' });
    const kelvin = so8.replace(',SON-8 5x6,SSSGDDDD,', ',TO-247-4,DSKG,');
    expect(parseOne(kelvin)[0]).toMatchObject({ pinout: 'DSKG' });
    expect(() => parseOne(so8.replace('SSSGDDDD', 'SSSGSSSS'))).toThrow(/must use each of D,G,S/);
    expect(() => parseOne(so8.replace('SSSGDDDD', 'SSSGDDDDDDD'))).toThrow();
    expect(() => parseOne(goodBjt.replace(',EBC,', ',EBCK,'))).toThrow(/must use each of B,C,E/);
  });

  it('accepts a function reached only through the tab, after a slash', () => {
    const lfpak =
      'X5,mosfet,n-channel,LFPAK33,SSSG/D,,,40,,70,60,Tc=25C,,,,,0.012,10,1.4,2.1,,,,,,,,maker,,,doc';
    expect(parseOne(lfpak)[0]).toMatchObject({ pinout: 'SSSG/D' });
    expect(parseOne(lfpak.replace('SSSG/D', 'GKSSSSS/D'))[0]).toMatchObject({ pinout: 'GKSSSSS/D' });
    expect(() => parseOne(lfpak.replace('SSSG/D', 'SSSG'))).toThrow(/must use each of D,G,S/);
    expect(() => parseOne(lfpak.replace('SSSG/D', 'SSSG/G/D'))).toThrow();
    expect(() => parseOne(lfpak.replace('SSSG/D', 'SSSG/K'))).toThrow();
  });

  it('accepts two matched dies with each lead numbered by its die, and only then', () => {
    const dual = goodBjt.replace(',TO-92,EBC,,', ',SOT-363,E1B1C2E2B2C1,2,');
    expect(parseOne(dual)[0]).toMatchObject({ dies: 2, pinout: 'E1B1C2E2B2C1' });
    expect(parseOne(goodBjt)[0]).toMatchObject({ dies: 1 });
    expect(() => parseOne(dual.replace(',2,', ',,'))).toThrow(/number its dies exactly when dies is 2/);
    expect(() => parseOne(goodBjt.replace(',EBC,,', ',EBC,2,'))).toThrow(
      /number its dies exactly when dies is 2/,
    );
    expect(() => parseOne(dual.replace('E1B1C2E2B2C1', 'E1B1C1E2B2E2'))).toThrow(
      /die 2 must have each of B,C,E/,
    );
    expect(() => parseOne(dual.replace(',2,', ',3,'))).toThrow(/dies must be/);
    const so8 =
      'X6,mosfet,n-channel,SO-8,S1G1S2G2D2D2D1D1,2,,30,,7,2,Ta=25C,,,,,0.03,10,1,3,,,,,,,,maker,,,doc';
    expect(parseOne(so8)[0]).toMatchObject({ dies: 2, pinout: 'S1G1S2G2D2D2D1D1' });
    expect(() => parseOne(so8.replace('S1G1S2G2D2D2D1D1', 'S1G1S2G2D2D2D1K1'))).toThrow();
  });

  it('accepts Pd at the soldering point with the temperature the sheet names', () => {
    expect(parseOne(goodBjt.replace('Ta=25C', 'Ts<=71C'))[0]).toMatchObject({ pd_condition: 'Ts<=71C' });
  });

  it('rejects VGS(th) min above max on a MOSFET', () => {
    const row = 'X3,mosfet,n-channel,TO-220,GDS,,,60,,10,50,Tc=25C,,,,,0.1,10,4,2,,,,,,,,maker,,,doc';
    expect(() => parseOne(row)).toThrow(/VGS\(th\)/);
  });
});
