import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
afterEach(() => t.close());

describe('health probes', () => {
  it('/healthz answers without the database; /readyz checks that it answers with every migration', async () => {
    t = await createTestApp();
    expect((await t.app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });

    // A database one migration behind this build (an upgrade still running elsewhere) is not ready.
    await t.app.ctx.db.execute(
      sql`DELETE FROM drizzle.__drizzle_migrations
          WHERE created_at = (SELECT max(created_at) FROM drizzle.__drizzle_migrations)`,
    );
    const behind = await t.app.inject('/readyz');
    expect(behind.statusCode).toBe(503);
    expect(behind.json()).toEqual({ detail: 'Database migrations are not applied yet.' });

    await t.app.ctx.db.execute(sql`DROP SCHEMA drizzle CASCADE`);
    const broken = await t.app.inject('/readyz');
    expect(broken.statusCode).toBe(503);
    expect(broken.json()).toEqual({ detail: 'The database did not answer the readiness check.' });
    expect((await t.app.inject('/healthz')).statusCode).toBe(200);
  });

  it('are public and sit at the root, not under the API prefix', async () => {
    t = await createTestApp();
    for (const url of ['/healthz', '/readyz']) {
      const res = await t.app.inject({ url, headers: { authorization: 'Bearer not-a-token' } });
      expect(res.statusCode).toBe(200);
    }
    expect(t.app.apiRoutes.some((r) => r.url.endsWith('healthz'))).toBe(false);
  });
});
