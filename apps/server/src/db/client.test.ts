import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, postgresPoolOf, type DatabaseHandle } from './client';
import { queryRows } from './query-rows';

// The embedded database runs on a worker thread: while it works on a long query, the server's
// own thread keeps answering (timers, sockets, other requests' JavaScript).
describe.skipIf(Boolean(process.env.DATABASE_URL))('embedded database (PGlite) on its own thread', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({ kind: 'pglite-memory' });
  });
  afterAll(() => handle.close());

  it('lets the event loop run while a long query works', async () => {
    const order: string[] = [];
    const query = handle.db.execute(sql`SELECT pg_sleep(1.5)`).then(() => order.push('query'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    order.push('timer');
    await query;
    // In-process PGlite held the thread for the whole query, so the 50 ms timer came second.
    expect(order).toEqual(['timer', 'query']);
  });

  it('keeps working after a failed statement, inside and outside transactions', async () => {
    await handle.db.execute(sql`CREATE TABLE probe (id int PRIMARY KEY)`);
    await handle.db.execute(sql`INSERT INTO probe VALUES (1)`);
    await expect(handle.db.execute(sql`INSERT INTO probe VALUES (1)`)).rejects.toThrow();
    await expect(
      handle.db.transaction(async (tx) => {
        await tx.execute(sql`INSERT INTO probe VALUES (2)`);
        await tx.execute(sql`INSERT INTO probe VALUES (1)`);
      }),
    ).rejects.toThrow();
    expect(await queryRows(handle.db, sql`SELECT id FROM probe ORDER BY id`)).toEqual([{ id: 1 }]);
  });

  it('is not mistaken for a PostgreSQL server shared with other instances', () => {
    expect(handle.kind).toBe('pglite');
    expect(postgresPoolOf(handle.db)).toBeNull();
  });

  it('takes a snapshot that opens as a copy of the database', async () => {
    await handle.db.execute(sql`CREATE TABLE kept (note text)`);
    await handle.db.execute(sql`INSERT INTO kept VALUES ('after the snapshot too')`);
    const dump = await handle.snapshot!('none');
    const copy = await openDatabase({ kind: 'pglite-memory', loadDataDir: dump });
    try {
      expect(await queryRows(copy.db, sql`SELECT note FROM kept`)).toEqual([
        { note: 'after the snapshot too' },
      ]);
    } finally {
      await copy.close();
    }
  });
});
