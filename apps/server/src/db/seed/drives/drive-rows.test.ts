import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CIA402_GROUPS, DRIVE_TYPES, driveSlug, parseDriveFaultsCsv, type DriveFaultRow } from './drive-rows';

const folder = dirname(fileURLToPath(import.meta.url));
const csvFiles = readdirSync(folder)
  .filter((name) => name.endsWith('.csv'))
  .sort();
const rowsByFile = new Map<string, DriveFaultRow[]>(
  csvFiles.map((name) => [name, parseDriveFaultsCsv(readFileSync(join(folder, name), 'utf8'))]),
);
const allRows = [...rowsByFile.values()].flat();

const header = 'drive_type,manufacturer,model,code,name,meaning,causes,remedies,cia402_class,source';

describe('parseDriveFaultsCsv', () => {
  it('splits causes and remedies on semicolons and keeps quoted commas', () => {
    const [row] = parseDriveFaultsCsv(
      `${header}\nac-vfd,ABB,ACS550,2,DC OVERVOLT,"DC bus too high, drive tripped",Fast decel; ;Mains surge,Longer ramp,3210,Manual\n`,
    );
    expect(row?.meaning).toBe('DC bus too high, drive tripped');
    expect(row?.causes).toEqual(['Fast decel', 'Mains surge']);
    expect(row?.remedies).toEqual(['Longer ramp']);
    expect(row?.cia402_class).toBe('3210');
  });

  it('treats an empty CiA 402 class as absent', () => {
    const [row] = parseDriveFaultsCsv(`${header}\nservo,X,Y,A.1,N,M,C,R,,S\n`);
    expect(row?.cia402_class).toBeUndefined();
  });

  it('rejects an unknown drive type, a malformed class and an empty remedy list', () => {
    expect(() => parseDriveFaultsCsv(`${header}\nstepper,X,Y,1,N,M,C,R,,S\n`)).toThrow(/line 2/);
    expect(() => parseDriveFaultsCsv(`${header}\nservo,X,Y,1,N,M,C,R,A310,S\n`)).toThrow(/cia402_class/);
    expect(() => parseDriveFaultsCsv(`${header}\nservo,X,Y,1,N,M,C,R,321,S\n`)).toThrow(/cia402_class/);
    expect(() => parseDriveFaultsCsv(`${header}\nservo,X,Y,1,N,M,C, ; ,,S\n`)).toThrow(/line 2/);
  });

  it('refuses a file without the source column', () => {
    expect(() => parseDriveFaultsCsv('drive_type,manufacturer,model,code\nservo,X,Y,1\n')).toThrow(/source/);
  });
});

describe('driveSlug', () => {
  it('makes URL-safe slugs from series names', () => {
    expect(driveSlug('SINAMICS G120')).toBe('sinamics-g120');
    expect(driveSlug('Allen-Bradley')).toBe('allen-bradley');
    expect(driveSlug('FR-E700')).toBe('fr-e700');
    expect(driveSlug('  VLT® FC 302 ')).toBe('vlt-fc-302');
    expect(driveSlug('FRENIC-Multi (FRN-E1S)')).toBe('frenic-multi-frn-e1s');
  });
});

describe('drive fault seed data', () => {
  it('has at least one CSV file, each with rows', () => {
    expect(csvFiles.length).toBeGreaterThan(0);
    for (const [name, rows] of rowsByFile) expect(rows.length, name).toBeGreaterThan(0);
  });

  it('holds at least the 10 manufacturers, 30 models and 800 faults the drives issue asks for', () => {
    expect(new Set(allRows.map((row) => row.manufacturer)).size).toBeGreaterThanOrEqual(10);
    expect(new Set(allRows.map((row) => `${row.manufacturer}|${row.model}`)).size).toBeGreaterThanOrEqual(30);
    expect(allRows.length).toBeGreaterThanOrEqual(800);
  });

  it('uses only the allowed drive types and covers all of them', () => {
    const types = new Set(allRows.map((row) => row.drive_type));
    for (const type of types) expect(DRIVE_TYPES).toContain(type);
    expect([...types].sort()).toEqual([...DRIVE_TYPES].sort());
  });

  it('has no duplicate manufacturer, model and code', () => {
    const seen = new Set<string>();
    const duplicates: string[] = [];
    for (const row of allRows) {
      // Seven-segment displays tell 'OL' from 'oL' (Mitsubishi), so the code itself stays case-sensitive.
      const key = `${row.manufacturer.toLowerCase()}|${row.model.toLowerCase()}|${row.code}`;
      if (seen.has(key)) duplicates.push(key);
      seen.add(key);
    }
    expect(duplicates).toEqual([]);
  });

  it('gives every model one drive type and a named manual', () => {
    const typeByModel = new Map<string, Set<string>>();
    for (const row of allRows) {
      const key = `${row.manufacturer}|${row.model}`;
      const types = typeByModel.get(key) ?? new Set<string>();
      types.add(row.drive_type);
      typeByModel.set(key, types);
      expect(row.source.length, `${key} ${row.code}`).toBeGreaterThan(10);
    }
    const mixed = [...typeByModel].filter(([, types]) => types.size !== 1).map(([key]) => key);
    expect(mixed).toEqual([]);
  });

  it('only uses CiA 402 classes from a known error group', () => {
    const bad = allRows
      .filter((row) => row.cia402_class !== undefined)
      .filter((row) => {
        const cls = row.cia402_class ?? '';
        return !/^[0-9A-F]{4}$/.test(cls) || !(cls.slice(0, 2) in CIA402_GROUPS);
      })
      .map((row) => `${row.model} ${row.code}`);
    expect(bad).toEqual([]);
  });

  it('maps distinct manufacturers and models to distinct, non-empty slugs', () => {
    const manufacturerBySlug = new Map<string, string>();
    const modelBySlug = new Map<string, string>();
    const clashes: string[] = [];
    for (const row of allRows) {
      const manufacturerSlug = driveSlug(row.manufacturer);
      const modelSlug = `${manufacturerSlug}/${driveSlug(row.model)}`;
      expect(manufacturerSlug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(driveSlug(row.model)).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      const knownManufacturer = manufacturerBySlug.get(manufacturerSlug) ?? row.manufacturer;
      const knownModel = modelBySlug.get(modelSlug) ?? row.model;
      if (knownManufacturer !== row.manufacturer) clashes.push(`${knownManufacturer} / ${row.manufacturer}`);
      if (knownModel !== row.model) clashes.push(`${knownModel} / ${row.model}`);
      manufacturerBySlug.set(manufacturerSlug, row.manufacturer);
      modelBySlug.set(modelSlug, row.model);
    }
    expect(clashes).toEqual([]);
  });
});
