import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { emptyPostgresDatabase, startServer } from '../../test/server-process';
import { latestMigrationStamp, migrationsFolder } from './migrate';

/**
 * Two servers started at the same moment on one empty PostgreSQL database, as two replicas of a
 * fresh deployment start: the migrations run once, under the advisory lock, and both serve.
 * PGlite cannot be opened by a second process, so this runs only in the PostgreSQL pass.
 */
describe.skipIf(!process.env.DATABASE_URL)('migrations under a lock (needs DATABASE_URL)', () => {
  it('two instances starting together on an empty database migrate once and both serve', async () => {
    const database = await emptyPostgresDatabase();
    const dirs = [0, 1].map(() => mkdtempSync(path.join(tmpdir(), 'eb-lock-')));
    try {
      const servers = await Promise.all(
        dirs.map((dir) => startServer({ DATA_DIR: dir, DATABASE_URL: database.url })),
      );
      for (const server of servers) {
        const ready = await fetch(`${server.base}/readyz`);
        expect(ready.status).toBe(200);
        const tools = await fetch(`${server.base}/api/v1/tools/`);
        expect(tools.status).toBe(200);
      }
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      const { rows } = await client.query<{ applied: number; distinct: number; latest: string }>(
        `SELECT count(*)::int AS applied, count(DISTINCT hash)::int AS distinct, max(created_at)::text AS latest
           FROM drizzle.__drizzle_migrations`,
      );
      await client.end();
      const shipped = readdirSync(migrationsFolder).filter((f) => f.endsWith('.sql')).length;
      expect(rows[0]?.applied).toBe(shipped);
      expect(rows[0]?.distinct).toBe(shipped);
      expect(Number(rows[0]?.latest)).toBe(latestMigrationStamp());
      for (const server of servers) expect(await server.stop()).toBe(0);
    } finally {
      await database.drop();
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    }
  }, 180_000);
});
