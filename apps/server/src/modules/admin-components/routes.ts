import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminComponentsPageSchema,
  adminComponentsQuerySchema,
  smdComponentInputSchema,
  smdComponentSchema,
} from '@electrobench/contracts/components';
import { okSchema } from '@electrobench/contracts/errors';
import { idParamsSchema } from '@electrobench/contracts/lists';
import { listComponents } from './admin-components-service';
import {
  deleteComponent,
  insertComponent,
  updateComponent,
} from '../../lib/component-search/smd-component-writer';

export async function adminComponentRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.ctx.db;
  const tags = ['admin components'];
  const admin = { access: 'admin' } as const;

  r.get(
    '/admin/components',
    {
      config: admin,
      schema: { tags, querystring: adminComponentsQuerySchema, response: { 200: adminComponentsPageSchema } },
    },
    async (request) => listComponents(app.ctx, request.query),
  );

  r.post(
    '/admin/components',
    { config: admin, schema: { tags, body: smdComponentInputSchema, response: { 201: smdComponentSchema } } },
    async (request, reply) => reply.code(201).send(await insertComponent(db, request.body)),
  );

  r.put(
    '/admin/components/:id',
    {
      config: admin,
      schema: {
        tags,
        params: idParamsSchema,
        body: smdComponentInputSchema,
        response: { 200: smdComponentSchema },
      },
    },
    async (request) => updateComponent(db, request.params.id, request.body),
  );

  r.delete(
    '/admin/components/:id',
    { config: admin, schema: { tags, params: idParamsSchema, response: { 200: okSchema } } },
    async (request) => {
      await deleteComponent(db, request.params.id);
      return { detail: 'Component deleted.' };
    },
  );
}
