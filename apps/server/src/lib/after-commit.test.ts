import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { withAfterCommit } from './after-commit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('withAfterCommit', () => {
  it('publishes only after the transaction committed, and nothing when it rolled back', async () => {
    const sent: { userId: number; message: object; committed: boolean }[] = [];
    const probe = {
      publish: (userId: number, message: object) => sent.push({ userId, message, committed: true }),
    };
    await t.app.ctx.db.execute(sql`CREATE TABLE IF NOT EXISTS after_commit_probe (n int)`);
    const result = await withAfterCommit(t.app.ctx.db, probe, async (tx, after) => {
      await tx.execute(sql`INSERT INTO after_commit_probe VALUES (1)`);
      after.publish(7, { n: 1 });
      expect(sent).toEqual([]);
      return 'done';
    });
    expect(result).toBe('done');
    expect(sent).toEqual([{ userId: 7, message: { n: 1 }, committed: true }]);

    await expect(
      withAfterCommit(t.app.ctx.db, probe, async (tx, after) => {
        await tx.execute(sql`INSERT INTO after_commit_probe VALUES (2)`);
        after.publish(7, { n: 2 });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(sent).toHaveLength(1);
    const rows = (await t.app.ctx.db.execute(
      sql`SELECT n FROM after_commit_probe ORDER BY n`,
    )) as unknown as {
      rows: unknown[];
    };
    expect(rows.rows).toEqual([{ n: 1 }]);
  });

  it('a failing side effect is reported and does not stop the others', async () => {
    const errors: unknown[] = [];
    const ran: string[] = [];
    await withAfterCommit(
      t.app.ctx.db,
      { publish: () => ran.push('publish') },
      async (_tx, after) => {
        after.run(() => {
          throw new Error('mail down');
        });
        after.publish(1, {});
      },
      (error) => errors.push(error),
    );
    expect(ran).toEqual(['publish']);
    expect(String(errors[0])).toContain('mail down');
  });
});
