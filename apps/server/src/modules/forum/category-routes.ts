import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  categoryDeleteQuerySchema,
  categoryInputSchema,
  categoryListSchema,
  categoryReorderSchema,
  categorySchema,
  idParamsSchema,
} from '@electrobench/contracts/forum';
import * as service from './category-service';

/** Public category list and the admin API under /admin/forum/categories. */
export async function forumCategoryRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const tags = ['forum'];
  const admin = { access: 'admin' } as const;
  const base = '/admin/forum/categories';

  r.get(
    '/forum/categories',
    {
      config: { access: 'public' },
      schema: {
        tags,
        description: 'Categories in the administrators’ order with thread and post counts and last activity.',
        response: { 200: categoryListSchema },
      },
    },
    async () => service.listCategories(ctx.db),
  );

  r.get(base, { config: admin, schema: { tags, response: { 200: categoryListSchema } } }, async () =>
    service.listCategories(ctx.db),
  );

  r.post(
    base,
    {
      config: admin,
      schema: {
        tags,
        description:
          'Admin: a new category, placed last; a missing slug is made from the name (409 if taken).',
        body: categoryInputSchema,
        response: { 201: categorySchema },
      },
    },
    async (request, reply) => reply.code(201).send(await service.createCategory(ctx, request.body)),
  );

  r.put(
    `${base}/reorder`,
    {
      config: admin,
      schema: {
        tags,
        description: 'Admin: the new order; ordered_ids must list every category id exactly once.',
        body: categoryReorderSchema,
        response: { 200: categoryListSchema },
      },
    },
    async (request) => service.reorderCategories(ctx, request.body.ordered_ids),
  );

  r.put(
    `${base}/:id`,
    {
      config: admin,
      schema: { tags, params: idParamsSchema, body: categoryInputSchema, response: { 200: categorySchema } },
    },
    async (request) => service.updateCategory(ctx, request.params.id, request.body),
  );

  r.delete(
    `${base}/:id`,
    {
      config: admin,
      schema: {
        tags,
        description:
          'Admin: deletes an empty category. One holding threads is refused (409) unless ?move_to=<id> ' +
          'names the category its threads move to first.',
        params: idParamsSchema,
        querystring: categoryDeleteQuerySchema,
      },
    },
    async (request, reply) => {
      await service.deleteCategory(ctx, request.params.id, request.query.move_to);
      return reply.code(204).send();
    },
  );
}
