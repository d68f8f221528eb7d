import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AUTH_DETAIL } from '@electrobench/contracts/auth';
import { okSchema } from '@electrobench/contracts/errors';
import {
  ticketIdParamsSchema,
  ticketInputSchema,
  ticketListQuerySchema,
  ticketListSchema,
  ticketReceiptSchema,
  ticketSchema,
  ticketStatusUpdateSchema,
} from '@electrobench/contracts/tickets';
import { unauthorized } from '../../lib/http-errors';
import { requireUser } from '../../plugins/auth-guard';
import { mustReauthenticate } from './policy';
import * as service from './tickets-service';

export async function ticketRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const tags = ['tickets'];
  const admin = { access: 'admin' } as const;
  const params = ticketIdParamsSchema;

  r.post(
    '/tickets/',
    {
      // Public, but a sent token still identifies the member (the auth guard reads it if present).
      config: { access: 'public' },
      onRequest: app.limits.tickets,
      schema: {
        tags,
        description:
          'Feedback from guests and members. Guests must send email (the reply address); for members the ' +
          'account e-mail is used. Every admin gets TICKET_SUBMITTED {title, ticket_id}, link /admin/tickets/{id}. ' +
          'Limited per IP (429).',
        body: ticketInputSchema,
        response: { 201: ticketReceiptSchema },
      },
    },
    async (request, reply) => {
      if (mustReauthenticate(request.headers.authorization !== undefined, request.user)) {
        throw unauthorized(AUTH_DETAIL.notAuthenticated);
      }
      const ticket = await service.submitTicket(ctx, app.realtime, request.user?.id ?? null, request.body);
      return reply.code(201).send(ticket);
    },
  );

  r.get(
    '/admin/tickets',
    {
      config: admin,
      schema: {
        tags,
        description: 'Newest first; skip, limit (default 100) and status (open or resolved).',
        querystring: ticketListQuerySchema,
        response: { 200: ticketListSchema },
      },
    },
    async (request) => service.listTickets(ctx, request.query),
  );

  r.get(
    '/admin/tickets/:id',
    { config: admin, schema: { tags, params, response: { 200: ticketSchema } } },
    async (request) => service.getTicket(ctx, request.params.id),
  );

  r.put(
    '/admin/tickets/:id',
    {
      config: admin,
      schema: {
        tags,
        description: 'Marks the ticket resolved ({"status":"resolved"}) or open again ({"status":"open"}).',
        params,
        body: ticketStatusUpdateSchema,
        response: { 200: ticketSchema },
      },
    },
    async (request) =>
      service.setStatus(ctx, requireUser(request).id, request.params.id, request.body.status),
  );

  r.delete(
    '/admin/tickets/:id',
    { config: admin, schema: { tags, params, response: { 200: okSchema } } },
    async (request) => {
      await service.deleteTicket(ctx, request.params.id);
      return { detail: 'Ticket deleted.' };
    },
  );
}
