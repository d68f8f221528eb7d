import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { queryRows } from './query-rows';
import { fuseMarkingsSeeder } from './seed/components-seeder';
import { runSeeds, type Seeder } from './seed/run-seeds';
import { readSeedFile } from './seed/seed-files';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function fuse(partNumber: string) {
  const [row] = await queryRows<{ rating_a: number }>(
    t.app.ctx.db,
    sql`SELECT rating_a FROM fuse_markings WHERE part_number = ${partNumber}`,
  );
  return row ? Number(row.rating_a) : null;
}

const fuseRows = () => readSeedFile('markings', 'fuse-markings.csv').trim().split('\n').length - 1;
const count = async () =>
  Number(
    (await queryRows<{ n: number }>(t.app.ctx.db, sql`SELECT count(*)::int AS n FROM fuse_markings`))[0]?.n,
  );

describe('reference data at start', () => {
  it('is loaded on the first start, then left alone so administrators’ edits and deletions survive restarts', async () => {
    expect(await runSeeds(t.app.ctx, t.app.log, [fuseMarkingsSeeder])).toEqual({
      applied: ['fuse-markings'],
      unchanged: [],
    });
    expect(await count()).toBe(fuseRows());
    expect(await fuse('0466.125')).toBe(0.125);

    // An administrator corrects one row and deletes another.
    await t.app.ctx.db.execute(sql`UPDATE fuse_markings SET rating_a = 0.16 WHERE part_number = '0466.125'`);
    await t.app.ctx.db.execute(sql`DELETE FROM fuse_markings WHERE part_number = '0466.200'`);

    expect(await runSeeds(t.app.ctx, t.app.log, [fuseMarkingsSeeder])).toEqual({
      applied: [],
      unchanged: ['fuse-markings'],
    });
    expect(await fuse('0466.125')).toBe(0.16);
    expect(await fuse('0466.200')).toBeNull();
    expect(await count()).toBe(fuseRows() - 1);
  });

  it('is applied again when a release changes the shipped file', async () => {
    const changedRelease: Seeder = {
      ...fuseMarkingsSeeder,
      inputs: () => [...fuseMarkingsSeeder.inputs(), '# a later release'],
    };
    expect(await runSeeds(t.app.ctx, t.app.log, [changedRelease])).toEqual({
      applied: ['fuse-markings'],
      unchanged: [],
    });
    expect(await fuse('0466.125')).toBe(0.125);
    expect(await count()).toBe(fuseRows());
  });
});
