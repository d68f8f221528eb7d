import { describe, expect, it } from 'vitest';
import { CsvRowError } from '../csv-rows';
import { parseDiodeMarkings, parseFuseMarkings, parseIcLogos, parseSmdCodes } from './marking-rows';

const SMD_HEADER = 'code,part_number,manufacturer,package,function,pin_count,description,source';
const smd = (row: string) => `${SMD_HEADER}\n${row}\n`;

const DIODE_HEADER =
  'code,part_number,kind,package,vr_v,if_a,vz_v,vrwm_v,vbr_v,manufacturer,description,source';
const diode = (row: string) => `${DIODE_HEADER}\n${row}\n`;

describe('smd code rows', () => {
  it('reads a valid row with numbers converted', () => {
    const [row] = parseSmdCodes(smd('1AM,MMBT3904,onsemi,SOT-23,NPN general purpose,3,40 V 200 mA,ds'));
    expect(row).toMatchObject({ code: '1AM', pin_count: 3, package: 'SOT-23' });
  });

  it('rejects a code with a leading space instead of trimming it', () => {
    expect(() => parseSmdCodes(smd(' 1AM,MMBT3904,onsemi,SOT-23,NPN,3,d,ds'))).toThrow(/line 2: code/);
  });

  it('rejects a pin count that does not fit the package', () => {
    expect(() => parseSmdCodes(smd('W1p,BC847BS,Nexperia,SOT-363,dual NPN,3,d,ds'))).toThrow(/pin_count/);
  });

  it('rejects an unknown package and a missing source', () => {
    expect(() => parseSmdCodes(smd('1AM,MMBT3904,onsemi,TO-92,NPN,3,d,ds'))).toThrow(/package/);
    expect(() => parseSmdCodes(smd('1AM,MMBT3904,onsemi,SOT-23,NPN,3,d,'))).toThrow(/source/);
  });

  it('rejects a wrong header', () => {
    expect(() => parseSmdCodes('code,part\n1AM,MMBT3904\n')).toThrow(CsvRowError);
  });
});

describe('diode rows', () => {
  it('needs a zener voltage on a zener', () => {
    expect(() => parseDiodeMarkings(diode('W8,BZT52C5V1,zener,SOD-123,,,,,,Diodes,,ds'))).toThrow(/vz_v/);
    const [row] = parseDiodeMarkings(diode('W8,BZT52C5V1,zener,SOD-123,,,5.1,,,Diodes,,ds'));
    expect(row?.vz_v).toBe(5.1);
  });

  it('needs stand-off below breakdown on a TVS', () => {
    expect(() => parseDiodeMarkings(diode('AE,SMAJ5.0A,tvs,SMA/DO-214AC,,,,6.4,5,Lf,,ds'))).toThrow(/vbr_v/);
    expect(() => parseDiodeMarkings(diode('AE,SMAJ5.0A,tvs,SMA/DO-214AC,,,,5,-6.4,Lf,,ds'))).toThrow();
  });
});

describe('fuse and logo rows', () => {
  it('rejects a fuse rating of zero', () => {
    const header = 'code,part_number,rating_a,series,manufacturer,package,fuse_kind,voltage_v,source';
    expect(() => parseFuseMarkings(`${header}\nN,0467001,0,467,Littelfuse,0603,fast-acting,32,ds\n`)).toThrow(
      /rating_a/,
    );
  });

  it('splits prefixes and keeps the image column empty', () => {
    const header = 'name,logo_description,country,part_prefixes,website_domain,notes,source,image';
    const [row] = parseIcLogos(`${header}\nTI,Texas outline,USA,SN;TL;TPS,ti.com,,ds,\n`);
    expect(row?.part_prefixes).toEqual(['SN', 'TL', 'TPS']);
    expect(() => parseIcLogos(`${header}\nTI,Texas outline,USA,SN,ti.com,,ds,logo.png\n`)).toThrow(/image/);
    expect(() => parseIcLogos(`${header}\nTI,Texas outline,USA,SN;;TL,ti.com,,ds,\n`)).toThrow(/prefix/);
  });
});
