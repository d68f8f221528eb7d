import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okSchema } from '@electrobench/contracts/errors';
import {
  notificationIdParamsSchema,
  notificationListQuerySchema,
  notificationListSchema,
  notificationSchema,
  unreadCountSchema,
} from '@electrobench/contracts/notifications';
import { requireUser } from '../../plugins/auth-guard';
import * as service from './notification-service';

export async function notificationRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const tags = ['notifications'];

  r.get(
    '/users/me/notifications/count',
    { config: { access: 'member' }, schema: { tags, response: { 200: unreadCountSchema } } },
    async (request) => ({ unread_count: await service.unreadCount(ctx, requireUser(request).id) }),
  );

  r.get(
    '/users/me/notifications',
    {
      config: { access: 'member' },
      schema: { tags, querystring: notificationListQuerySchema, response: { 200: notificationListSchema } },
    },
    async (request) => service.listNotifications(ctx, requireUser(request).id, request.query),
  );

  r.post(
    '/users/me/notifications/:id/read',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        description: 'Marks one notification read (SPEC leaves method and path open; this is our choice).',
        params: notificationIdParamsSchema,
        response: { 200: notificationSchema },
      },
    },
    async (request) => service.markRead(ctx, requireUser(request).id, request.params.id),
  );

  r.delete(
    '/users/me/notifications/:id',
    {
      config: { access: 'owner' },
      schema: { tags, params: notificationIdParamsSchema, response: { 200: okSchema } },
    },
    async (request) => {
      await service.deleteNotification(ctx, requireUser(request).id, request.params.id);
      return { detail: 'Notification cleared.' };
    },
  );

  r.post(
    '/users/me/notifications/clear-all',
    { config: { access: 'member' }, schema: { tags, response: { 200: okSchema } } },
    async (request) => {
      await service.clearAll(ctx, requireUser(request).id);
      return { detail: 'All notifications cleared.' };
    },
  );
}
