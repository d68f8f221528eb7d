import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okSchema } from '@electrobench/contracts/errors';
import {
  reminderCreateSchema,
  reminderIdParamsSchema,
  reminderListQuerySchema,
  reminderListSchema,
  reminderSchema,
  reminderUpdateSchema,
} from '@electrobench/contracts/reminders';
import { requireUser } from '../../plugins/auth-guard';
import * as service from './reminder-service';

export async function reminderRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const tags = ['reminders'];

  r.post(
    '/reminders',
    {
      config: { access: 'member' },
      schema: { tags, body: reminderCreateSchema, response: { 201: reminderSchema } },
    },
    async (request, reply) =>
      reply.code(201).send(await service.createReminder(ctx, requireUser(request).id, request.body)),
  );

  r.get(
    '/reminders',
    {
      config: { access: 'member' },
      schema: { tags, querystring: reminderListQuerySchema, response: { 200: reminderListSchema } },
    },
    async (request) => service.listReminders(ctx, requireUser(request).id, request.query),
  );

  r.get(
    '/reminders/:id',
    {
      config: { access: 'owner' },
      schema: { tags, params: reminderIdParamsSchema, response: { 200: reminderSchema } },
    },
    async (request) => service.getReminder(ctx, requireUser(request).id, request.params.id),
  );

  r.put(
    '/reminders/:id',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        description: 'Sends only the fields that change. A new due_at re-arms a reminder that already fired.',
        params: reminderIdParamsSchema,
        body: reminderUpdateSchema,
        response: { 200: reminderSchema },
      },
    },
    async (request) => service.updateReminder(ctx, requireUser(request).id, request.params.id, request.body),
  );

  r.delete(
    '/reminders/:id',
    {
      config: { access: 'owner' },
      schema: { tags, params: reminderIdParamsSchema, response: { 200: okSchema } },
    },
    async (request) => {
      await service.deleteReminder(ctx, requireUser(request).id, request.params.id);
      return { detail: 'Reminder deleted.' };
    },
  );
}
