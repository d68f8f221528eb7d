import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import { latestMigrationStamp } from '../db/migrate';
import { queryRows } from '../db/query-rows';

/** A load balancer gives up on a check after a few seconds; answer before it does. */
const READY_TIMEOUT_MS = 2000;

/** Route options shared by the probes: public, outside the API and never rate limited. */
const probe = { config: { access: 'public', rateLimit: false }, schema: { hide: true } } as const;

function withTimeout<T>(work: Promise<T>): Promise<T> {
  return Promise.race([
    work,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error('timed out')), READY_TIMEOUT_MS).unref()),
  ]);
}

/**
 * Probes for load balancers and orchestrators, at the root so they never depend on the API's
 * hooks: /healthz says the process answers (no database), /readyz that the database answers and
 * carries every migration this build ships. Both are one cheap step, so probing every second is fine.
 */
export const healthPlugin = fp(async (app: FastifyInstance) => {
  const expected = latestMigrationStamp();
  app.get('/healthz', probe, async () => ({ status: 'ok' }));
  app.get('/readyz', probe, async (_request, reply) => {
    let applied: number;
    try {
      const rows = await withTimeout(
        queryRows<{ latest: string | null }>(
          app.ctx.db,
          sql`SELECT max(created_at)::text AS latest FROM drizzle.__drizzle_migrations`,
        ),
      );
      applied = Number(rows[0]?.latest ?? 0);
    } catch (error) {
      app.log.warn({ err: error }, 'readiness: database check failed');
      return reply.code(503).send({ detail: 'The database did not answer the readiness check.' });
    }
    if (applied < expected) {
      return reply.code(503).send({ detail: 'Database migrations are not applied yet.' });
    }
    return { status: 'ready' };
  });
});
