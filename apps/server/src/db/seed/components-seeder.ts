import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { CatalogueKind } from '@electrobench/contracts/components';
import { CATALOGUE_SPECS } from '../../modules/catalogue-import/catalogue-kinds';
import { importCatalogue } from '../../modules/catalogue-import/import-service';
import { csvRecords } from '../../modules/catalogue-import/record-source';
import type { Database } from '../client';
import { icLogoSearchText } from '../../modules/ic-logos/ic-logo-search';
import { parseIcLogos } from './markings/marking-rows';
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
export const icLogosSeeder: Seeder = {
  name: 'ic-logos',
  inputs: () => [readSeedFile('markings', 'ic-logos.csv')],
  run: async (ctx) => {
    const rows = parseIcLogos(readSeedFile('markings', 'ic-logos.csv'));
    await ctx.db.transaction(async (tx) => {
      for (const row of rows) {
        const searchText = icLogoSearchText(row.name, row.logo_description, row.part_prefixes, row.country);
        const prefixes = sql`ARRAY[${sql.join(
          row.part_prefixes.map((p) => sql`${p}`),
          sql`, `,
        )}]::text[]`;
        await tx.execute(sql`
          INSERT INTO ic_logos (name, logo_description, country, part_prefixes, website_domain, notes, source, search_text)
          VALUES (${row.name}, ${row.logo_description}, ${row.country}, ${prefixes},
                  ${row.website_domain || null}, ${row.notes}, ${row.source}, ${searchText})
          ON CONFLICT (lower(name)) DO UPDATE SET
            name = excluded.name, logo_description = excluded.logo_description, country = excluded.country,
            part_prefixes = excluded.part_prefixes, website_domain = excluded.website_domain,
            notes = excluded.notes, source = excluded.source, search_text = excluded.search_text,
            updated_at = now()
          WHERE (ic_logos.name, ic_logos.logo_description, ic_logos.country, ic_logos.part_prefixes,
                 ic_logos.website_domain, ic_logos.notes, ic_logos.source, ic_logos.search_text)
            IS DISTINCT FROM (excluded.name, excluded.logo_description, excluded.country, excluded.part_prefixes,
                 excluded.website_domain, excluded.notes, excluded.source, excluded.search_text)`);
      }
    });
    return { rows: rows.length };
  },
};
