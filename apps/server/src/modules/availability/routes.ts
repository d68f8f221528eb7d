import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { availabilitySchema } from '@electrobench/contracts/availability';
import { requireUser } from '../../plugins/auth-guard';
import * as service from './availability-service';

export async function availabilityRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const tags = ['users'];

  r.get(
    '/users/me/availability',
    {
      config: { access: 'member' },
      schema: {
        tags,
        description: 'Beyond SPEC: the member’s presence (available, busy, away); stored on the account.',
        response: { 200: availabilitySchema },
      },
    },
    async (request) => service.getAvailability(ctx, requireUser(request).id),
  );

  r.put(
    '/users/me/availability',
    {
      config: { access: 'member' },
      schema: {
        tags,
        description:
          'Beyond SPEC: sets the presence; every socket of the member gets ' +
          '{type:"availability_status_changed", status}. Shown to others in DM conversations and profiles.',
        body: availabilitySchema,
        response: { 200: availabilitySchema },
      },
    },
    async (request) =>
      service.setAvailability(ctx, app.realtime, requireUser(request).id, request.body.status),
  );
}
