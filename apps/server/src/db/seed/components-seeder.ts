import { Readable } from 'node:stream';
import type { CatalogueKind } from '@electrobench/contracts/components';
import { CATALOGUE_SPECS } from '../../modules/catalogue-import/catalogue-kinds';
import { importCatalogue } from '../../modules/catalogue-import/import-service';
import { csvRecords } from '../../modules/catalogue-import/record-source';
import type { Database } from '../client';
import type { Seeder } from './run-seeds';
import { readSeedFile } from './seed-files';

/**
 * Loads one shipped CSV through the same validation and upsert path as an admin's catalogue
 * import, so the seed files and uploads obey one set of rules.
 */
async function seedCatalogue(db: Database, kind: CatalogueKind, folder: string, file: string) {
  const text = readSeedFile(folder, file);
  const report = await importCatalogue(
    db,
    kind,
    csvRecords(Readable.from([text]), CATALOGUE_SPECS[kind].columns),
  );
  if (!report.committed) {
    const lines = report.rejected.slice(0, 10).map((r) => `line ${r.line}: ${r.errors.join('; ')}`);
    throw new Error(`${folder}/${file}: ${report.rejected_count} bad row(s)\n${lines.join('\n')}`);
  }
  return { rows: report.valid_rows };
}

const catalogueSeeder = (kind: CatalogueKind, folder: string, file: string): Seeder => ({
  name: kind,
  inputs: () => [readSeedFile(folder, file)],
  run: (ctx) => seedCatalogue(ctx.db, kind, folder, file),
});

export const smdCodesSeeder = catalogueSeeder('smd-codes', 'markings', 'smd-codes.csv');
export const diodeMarkingsSeeder = catalogueSeeder('diode-markings', 'markings', 'diode-markings.csv');
export const fuseMarkingsSeeder = catalogueSeeder('fuse-markings', 'markings', 'fuse-markings.csv');
export const transistorsSeeder = catalogueSeeder('transistors', 'semiconductors', 'transistors.csv');
export const igbtsSeeder = catalogueSeeder('igbts', 'semiconductors', 'igbts.csv');
export const optocouplersSeeder = catalogueSeeder('optocouplers', 'semiconductors', 'optocouplers.csv');

/** Upserts by lower(name); an uploaded logo image (image_path) is never touched by the seed. */
export const icLogosSeeder = catalogueSeeder('ic-logos', 'markings', 'ic-logos.csv');

/**
 * SOA sets need their parts in the transistor or IGBT catalogue (that gives the device kind), so
 * this seed runs after those and is re-applied when transistors.csv or igbts.csv changes.
 */
export const soaSeeder: Seeder = {
  ...catalogueSeeder('soa', 'semiconductors', 'soa.csv'),
  inputs: () => [
    readSeedFile('semiconductors', 'soa.csv'),
    readSeedFile('semiconductors', 'transistors.csv'),
    readSeedFile('semiconductors', 'igbts.csv'),
  ],
};

/** Stated second-breakdown points go onto the SOA sets the soa seed wrote, so it runs after that. */
export const secondBreakdownSeeder = catalogueSeeder(
  'second-breakdown',
  'semiconductors',
  'second-breakdown.csv',
);

/** Stated turn-off (RBSOA) limits of IGBTs, onto the SOA sets the soa seed wrote. */
export const rbsoaSeeder = catalogueSeeder('rbsoa', 'semiconductors', 'rbsoa.csv');
