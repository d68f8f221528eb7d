import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okSchema } from '@electrobench/contracts/errors';
import {
  addListItemSchema,
  idParamsSchema,
  listDetailSchema,
  listInputSchema,
  listItemSchema,
  listSummarySchema,
  updateListItemSchema,
} from '@electrobench/contracts/lists';
import { requireUser } from '../../plugins/auth-guard';
import { csvFileName, listToCsv } from './list-csv';
import * as service from './lists-service';

export async function listRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const tags = ['lists'];

  r.get(
    '/lists/',
    { config: { access: 'member' }, schema: { tags, response: { 200: z.array(listSummarySchema) } } },
    async (request) => service.listLists(ctx, requireUser(request).id),
  );

  r.post(
    '/lists/',
    {
      config: { access: 'member' },
      schema: { tags, body: listInputSchema, response: { 201: listSummarySchema } },
    },
    async (request, reply) =>
      reply.code(201).send(await service.createList(ctx, requireUser(request).id, request.body.name)),
  );

  r.get(
    '/lists/:id',
    {
      config: { access: 'owner' },
      schema: { tags, params: idParamsSchema, response: { 200: listDetailSchema } },
    },
    async (request) => service.getList(ctx, requireUser(request).id, request.params.id),
  );

  r.put(
    '/lists/:id',
    {
      config: { access: 'owner' },
      schema: { tags, params: idParamsSchema, body: listInputSchema, response: { 200: listSummarySchema } },
    },
    async (request) => service.renameList(ctx, requireUser(request).id, request.params.id, request.body.name),
  );

  r.delete(
    '/lists/:id',
    { config: { access: 'owner' }, schema: { tags, params: idParamsSchema, response: { 200: okSchema } } },
    async (request) => {
      await service.deleteList(ctx, requireUser(request).id, request.params.id);
      return { detail: 'List deleted.' };
    },
  );

  r.post(
    '/lists/:id/items',
    {
      config: { access: 'owner' },
      schema: { tags, params: idParamsSchema, body: addListItemSchema, response: { 201: listItemSchema } },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await service.addItem(ctx, requireUser(request).id, request.params.id, request.body)),
  );

  r.put(
    '/lists/items/:id',
    {
      config: { access: 'owner' },
      schema: { tags, params: idParamsSchema, body: updateListItemSchema, response: { 200: listItemSchema } },
    },
    async (request) => service.updateItem(ctx, requireUser(request).id, request.params.id, request.body),
  );

  r.get(
    '/lists/:id/export.csv',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        description: 'The list as a bill of materials (CSV, UTF-8 with a byte-order mark).',
        params: idParamsSchema,
        response: { 200: z.string().describe('text/csv') },
      },
    },
    async (request, reply) => {
      const list = await service.getList(ctx, requireUser(request).id, request.params.id);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${csvFileName(list.name)}"`)
        .send(listToCsv(list));
    },
  );

  r.delete(
    '/lists/items/:id',
    { config: { access: 'owner' }, schema: { tags, params: idParamsSchema, response: { 200: okSchema } } },
    async (request) => {
      await service.removeItem(ctx, requireUser(request).id, request.params.id);
      return { detail: 'Removed from the list.' };
    },
  );
}
