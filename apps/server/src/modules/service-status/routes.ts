import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { serviceHealthSchema, type ServiceHealth } from '@electrobench/contracts/service-status';
import { ttlValue } from '../../lib/ttl-cache';
import { checkDatabase, checkMail, checkRealtime, checkWeather } from './health-checks';
import { overallStatus } from './policy';

/** The whole answer is shared for this long: the /status page may poll it freely. */
export const STATUS_TTL_MS = 5000;
/** The outside services are asked less often: neither the mail server nor the provider is ours. */
export const EXTERNAL_CHECK_TTL_MS = 60_000;

export async function serviceStatusRoutes(app: FastifyInstance) {
  const ctx = app.ctx;
  const mail = ttlValue(() => checkMail(ctx), EXTERNAL_CHECK_TTL_MS, ctx.clock);
  const weather = ttlValue(() => checkWeather(ctx), EXTERNAL_CHECK_TTL_MS, ctx.clock);
  const health = ttlValue(
    async (): Promise<ServiceHealth> => {
      const services = await Promise.all([
        Promise.resolve({ name: 'api' as const, status: 'up' as const, message: 'Answering requests.' }),
        checkDatabase(ctx),
        checkRealtime(app.realtime),
        mail(),
        weather(),
      ]);
      return { status: overallStatus(services), checked_at: ctx.clock.now().toISOString(), services };
    },
    STATUS_TTL_MS,
    ctx.clock,
  );

  app.withTypeProvider<ZodTypeProvider>().get(
    '/status',
    {
      config: { access: 'public' },
      schema: {
        tags: ['status'],
        description:
          'Beyond SPEC: health of api, database, realtime, mail and weather, each up or degraded with a short ' +
          'message. Cached 5 s (mail and weather checks 60 s). Always 200; read the status fields.',
        response: { 200: serviceHealthSchema },
      },
    },
    async () => health(),
  );
}
