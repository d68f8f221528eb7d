import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  diodeMarkingsSeeder,
  fuseMarkingsSeeder,
  icLogosSeeder,
  igbtsSeeder,
  optocouplersSeeder,
  secondBreakdownSeeder,
  smdCodesSeeder,
  soaSeeder,
  transistorsSeeder,
} from '../../db/seed/components-seeder';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { loadSmdCodes } from '../../db/seed/markings/marking-rows';
import { queryRows } from '../../db/query-rows';

const seeders = [
  smdCodesSeeder,
  diodeMarkingsSeeder,
  fuseMarkingsSeeder,
  icLogosSeeder,
  transistorsSeeder,
  igbtsSeeder,
  optocouplersSeeder,
  soaSeeder,
  secondBreakdownSeeder,
];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function count(table: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    t.app.ctx.db,
    sql.raw(`SELECT count(*)::int AS n FROM ${table}`),
  );
  return Number(row?.n);
}

describe('component seeders', () => {
  it('load every shipped row, and a second start changes nothing', async () => {
    for (const seeder of seeders) await seeder.run(t.app.ctx);
    expect(await count('smd_components')).toBe(loadSmdCodes().length);
    const latest = () =>
      queryRows(
        t.app.ctx.db,
        sql`SELECT (SELECT max(updated_at) FROM transistors) AS t, (SELECT max(updated_at) FROM soa_sets) AS s,
                   (SELECT max(updated_at) FROM ic_logos) AS l`,
      );
    const before = await latest();
    for (const seeder of seeders) await seeder.run(t.app.ctx);
    expect(await count('smd_components')).toBe(loadSmdCodes().length);
    expect(await latest()).toEqual(before);
    expect(await count('transistors')).toBeGreaterThan(300);
    expect(await count('soa_sets')).toBeGreaterThan(20);
    expect(await count('ic_logos')).toBeGreaterThan(80);
    // The datasheet's stated second-breakdown points sit on the SOA of their part.
    const [mj15024] = await queryRows<{ points: { v: number; i: number }[] }>(
      t.app.ctx.db,
      sql`SELECT second_breakdown AS points FROM soa_sets WHERE mpn = 'MJ15024'`,
    );
    expect(mj15024?.points.map((p) => [p.v, p.i])).toEqual([
      [50, 5],
      [80, 2],
    ]);
  });
});
