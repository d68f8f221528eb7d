import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import { DRIVE_TYPE_LABELS } from '@electrobench/contracts/drives';
import type { Database } from '../client';
import { driveFaults, driveManufacturers, driveModels, driveTypes } from '../schema/drives';
import { driveSlug, parseDriveFaultsCsv, type DriveFaultRow } from './drives/drive-rows';
import { catalogueChanged } from '../../lib/catalogue-changes';
import type { Seeder } from './run-seeds';

const BATCH_SIZE = 500;

/**
 * The CSV folder beside this file when running from source (tests, tsx), or the source tree next to
 * the bundled dist/main.js in production.
 */
export function driveSeedDir(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.join(here, 'drives'), path.resolve(here, '../src/db/seed/drives')];
  const found = candidates.find((dir) => existsSync(dir) && readdirSync(dir).some((f) => f.endsWith('.csv')));
  if (!found) throw new Error(`drive fault CSV folder not found (looked in ${candidates.join(', ')})`);
  return found;
}

export function loadDriveFaultRows(dir = driveSeedDir()): DriveFaultRow[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.csv'))
    .sort()
    .flatMap((name) => parseDriveFaultsCsv(readFileSync(path.join(dir, name), 'utf8'), name));
}

function uniqueBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T> {
  const map = new Map<string, T>();
  for (const item of items) if (!map.has(key(item))) map.set(key(item), item);
  return map;
}

const modelKey = (row: DriveFaultRow) => `${driveSlug(row.manufacturer)}/${driveSlug(row.model)}`;

/** Upserts types, manufacturers, models and faults by their natural keys in one transaction. */
export async function seedDriveFaults(
  db: Database,
  rows: readonly DriveFaultRow[],
): Promise<{ rows: number }> {
  const done = await db.transaction(async (tx) => {
    const typeIds = new Map<string, number>();
    for (const slug of uniqueBy(rows, (r) => r.drive_type).keys()) {
      const label = DRIVE_TYPE_LABELS[slug] ?? { name: slug, description: '' };
      const [row] = await tx
        .insert(driveTypes)
        .values({ slug, ...label })
        .onConflictDoUpdate({ target: driveTypes.slug, set: label })
        .returning({ id: driveTypes.id });
      if (row) typeIds.set(slug, row.id);
    }

    const makerIds = new Map<string, number>();
    for (const [slug, row] of uniqueBy(rows, (r) => driveSlug(r.manufacturer))) {
      const [saved] = await tx
        .insert(driveManufacturers)
        .values({ slug, name: row.manufacturer })
        .onConflictDoUpdate({ target: driveManufacturers.slug, set: { name: row.manufacturer } })
        .returning({ id: driveManufacturers.id });
      if (saved) makerIds.set(slug, saved.id);
    }

    const modelIds = new Map<string, number>();
    for (const [key, row] of uniqueBy(rows, modelKey)) {
      const values = {
        typeId: typeIds.get(row.drive_type) ?? 0,
        manufacturerId: makerIds.get(driveSlug(row.manufacturer)) ?? 0,
        slug: driveSlug(row.model),
        name: row.model,
        manual: row.source,
      };
      const [saved] = await tx
        .insert(driveModels)
        .values(values)
        .onConflictDoUpdate({
          target: [driveModels.manufacturerId, driveModels.slug],
          set: { typeId: values.typeId, name: values.name, manual: values.manual },
        })
        .returning({ id: driveModels.id });
      if (saved) modelIds.set(key, saved.id);
    }

    const faultValues = rows.map((row, index) => ({
      modelId: modelIds.get(modelKey(row)) ?? 0,
      code: row.code,
      name: row.name,
      meaning: row.meaning,
      causes: row.causes,
      remedies: row.remedies,
      cia402Class: row.cia402_class ?? null,
      sortOrder: index,
    }));
    for (let start = 0; start < faultValues.length; start += BATCH_SIZE) {
      await tx
        .insert(driveFaults)
        .values(faultValues.slice(start, start + BATCH_SIZE))
        .onConflictDoUpdate({
          target: [driveFaults.modelId, driveFaults.code],
          set: {
            name: sql`excluded.name`,
            meaning: sql`excluded.meaning`,
            causes: sql`excluded.causes`,
            remedies: sql`excluded.remedies`,
            cia402Class: sql`excluded.cia402_class`,
            sortOrder: sql`excluded.sort_order`,
          },
        });
    }

    // A code removed from or corrected in a CSV must not linger from an earlier start.
    for (const [key, modelId] of modelIds) {
      const codes = rows.filter((row) => modelKey(row) === key).map((row) => row.code);
      await tx
        .delete(driveFaults)
        .where(and(eq(driveFaults.modelId, modelId), notInArray(driveFaults.code, codes)));
    }
    return { rows: faultValues.length };
  });
  catalogueChanged();
  return done;
}

export const driveFaultsSeeder: Seeder = {
  name: 'drive-faults',
  inputs: () => {
    const dir = driveSeedDir();
    return readdirSync(dir)
      .filter((name) => name.endsWith('.csv'))
      .sort()
      .flatMap((name) => [name, readFileSync(path.join(dir, name), 'utf8')]);
  },
  run: (ctx) => seedDriveFaults(ctx.db, loadDriveFaultRows()),
};
