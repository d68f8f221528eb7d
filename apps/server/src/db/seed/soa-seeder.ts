import { sql } from 'drizzle-orm';
import type { SoaCurveJson } from '../schema/semiconductors';
import type { Seeder } from './run-seeds';
import { readSeedFile } from './seed-files';
import { parseSoaCsv, soaCurves, type SoaRow } from './semiconductors/soa-rows';
import { parseTransistorCsv } from './semiconductors/transistor-rows';

/** Groups the point rows of soa.csv into one set per part, curves in datasheet order (DC first). */
export function groupSoaRows(rows: readonly SoaRow[]): Map<string, SoaCurveJson[]> {
  const byPart = new Map<string, Map<string, SoaCurveJson>>();
  for (const row of rows) {
    const curves = byPart.get(row.mpn) ?? new Map<string, SoaCurveJson>();
    byPart.set(row.mpn, curves);
    const curve = curves.get(row.curve) ?? { curve: row.curve, derived: row.derived, points: [] };
    curves.set(row.curve, curve);
    curve.points.push({ v: row.v, i: row.i });
  }
  const order = (c: SoaCurveJson) => soaCurves.indexOf(c.curve as (typeof soaCurves)[number]);
  return new Map(
    [...byPart].map(([mpn, curves]) => [
      mpn,
      [...curves.values()]
        .sort((a, b) => order(a) - order(b))
        .map((c) => ({ ...c, points: [...c.points].sort((a, b) => a.v - b.v) })),
    ]),
  );
}

export const soaSeeder: Seeder = {
  name: 'soa',
  // The device kind of each set comes from transistors.csv, so a change there re-applies too.
  inputs: () => [
    readSeedFile('semiconductors', 'soa.csv'),
    readSeedFile('semiconductors', 'transistors.csv'),
  ],
  run: async (ctx) => {
    const sets = groupSoaRows(parseSoaCsv(readSeedFile('semiconductors', 'soa.csv')));
    const transistorMpns = new Set(
      parseTransistorCsv(readSeedFile('semiconductors', 'transistors.csv')).map((t) => t.mpn.toUpperCase()),
    );
    await ctx.db.transaction(async (tx) => {
      for (const [mpn, curves] of sets) {
        const device = transistorMpns.has(mpn.toUpperCase()) ? 'transistor' : 'igbt';
        await tx.execute(sql`
          INSERT INTO soa_sets (mpn, device, curves) VALUES (${mpn}, ${device}, ${JSON.stringify(curves)}::jsonb)
          ON CONFLICT (upper(mpn)) DO UPDATE SET device = excluded.device, curves = excluded.curves, updated_at = now()
          WHERE (soa_sets.device, soa_sets.curves) IS DISTINCT FROM (excluded.device, excluded.curves)`);
      }
    });
    return { rows: sets.size };
  },
};
