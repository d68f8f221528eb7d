import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createThreadSchema,
  idParamsSchema,
  lockInputSchema,
  myPostListSchema,
  myThreadListSchema,
  searchQuerySchema,
  searchResultSchema,
  stickyInputSchema,
  subscriptionResultSchema,
  threadDetailSchema,
  threadListQuerySchema,
  threadListSchema,
} from '@electrobench/contracts/forum';
import { forumActivityQuerySchema } from '@electrobench/contracts/users';
import { requireUser } from '../../plugins/auth-guard';
import * as activity from './activity-service';
import { setThreadSubscription } from './subscription-service';
import * as search from './search-service';
import * as threads from './thread-service';

/** A category by id or by slug (the web's /forum/c/{slug} route). */
const categoryRefParams = z.object({ id: z.string().trim().min(1).max(80) });

export async function forumThreadRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const tags = ['forum'];
  const open = { access: 'public' } as const;

  r.get(
    '/forum/categories/:id/threads',
    {
      config: open,
      schema: {
        tags,
        description:
          'A category’s threads (id or slug), sticky first, sort_by activity (default), newest or top.',
        params: categoryRefParams,
        querystring: threadListQuerySchema,
        response: { 200: threadListSchema },
      },
    },
    async (request) => threads.listThreads(ctx, request.params.id, request.query),
  );

  r.post(
    '/forum/categories/:id/threads',
    {
      config: { access: 'member' },
      onRequest: app.limits.forumThreads,
      schema: {
        tags,
        description: 'A new thread with its first post and an optional poll; the author follows it.',
        params: categoryRefParams,
        body: createThreadSchema,
        response: { 201: threadDetailSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await threads.createThread(
            ctx,
            app.realtime,
            requireUser(request),
            request.params.id,
            request.body,
          ),
        ),
  );

  r.get(
    '/forum/threads/:id',
    {
      config: open,
      schema: { tags, params: idParamsSchema, response: { 200: threadDetailSchema } },
    },
    async (request) => threads.getThread(ctx, request.user, request.params.id),
  );

  r.delete(
    '/forum/threads/:id',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        description: 'Its author while nobody else has replied; administrators always.',
        params: idParamsSchema,
      },
    },
    async (request, reply) => {
      await threads.deleteThread(ctx, requireUser(request), request.params.id);
      return reply.code(204).send();
    },
  );

  const flagDescription = (what: string) =>
    `Administrators only. {"${what}": true|false} sets it; an empty body toggles it.`;
  r.put(
    '/forum/threads/:id/lock',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        description: flagDescription('is_locked'),
        params: idParamsSchema,
        body: lockInputSchema,
        response: { 200: threadDetailSchema },
      },
    },
    async (request) =>
      threads.setFlag(ctx, requireUser(request), request.params.id, 'isLocked', request.body?.is_locked),
  );
  r.put(
    '/forum/threads/:id/sticky',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        description: flagDescription('is_sticky'),
        params: idParamsSchema,
        body: stickyInputSchema,
        response: { 200: threadDetailSchema },
      },
    },
    async (request) =>
      threads.setFlag(ctx, requireUser(request), request.params.id, 'isSticky', request.body?.is_sticky),
  );

  for (const [method, subscribed] of [
    ['POST', true],
    ['DELETE', false],
  ] as const) {
    r.route({
      method,
      url: '/forum/threads/:id/subscribe',
      config: { access: 'member' },
      schema: { tags, params: idParamsSchema, response: { 200: subscriptionResultSchema } },
      handler: async (request) =>
        setThreadSubscription(ctx, requireUser(request), request.params.id, subscribed),
    });
  }

  r.get(
    '/forum/search',
    {
      config: open,
      schema: {
        tags,
        description:
          'Full-text search of titles and posts (websearch syntax: "exact phrase", -exclude, or), best first; ' +
          'snippet_html is escaped text with <mark> around matches.',
        querystring: searchQuerySchema,
        response: { 200: searchResultSchema },
      },
    },
    async (request) => search.searchForum(ctx, request.query),
  );

  r.get(
    '/users/me/forum/threads',
    {
      config: { access: 'member' },
      schema: { tags, querystring: forumActivityQuerySchema, response: { 200: myThreadListSchema } },
    },
    async (request) => activity.myThreads(ctx, requireUser(request), request.query),
  );
  r.get(
    '/users/me/forum/posts',
    {
      config: { access: 'member' },
      schema: { tags, querystring: forumActivityQuerySchema, response: { 200: myPostListSchema } },
    },
    async (request) => activity.myPosts(ctx, requireUser(request), request.query),
  );
}
