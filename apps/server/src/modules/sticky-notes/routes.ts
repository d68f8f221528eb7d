import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okSchema } from '@electrobench/contracts/errors';
import {
  stickyIdParamsSchema,
  stickyListInputSchema,
  stickyListPageSchema,
  stickyListSchema,
  stickyListUpdateSchema,
  stickyListsQuerySchema,
  stickyNoteInputSchema,
  stickyNoteSchema,
  stickyNoteUpdateSchema,
} from '@electrobench/contracts/sticky-notes';
import { requireUser } from '../../plugins/auth-guard';
import * as lists from './sticky-lists-service';
import * as notes from './sticky-notes-service';

export async function stickyNoteRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const tags = ['sticky notes'];
  const params = stickyIdParamsSchema;

  r.get(
    '/sticky-notes/lists',
    {
      config: { access: 'member' },
      schema: {
        tags,
        description:
          'The board: lists in position order, each with its notes. The default limit (20) is the cap on lists.',
        querystring: stickyListsQuerySchema,
        response: { 200: stickyListPageSchema },
      },
    },
    async (request) => lists.listBoard(ctx, requireUser(request).id, request.query),
  );

  r.post(
    '/sticky-notes/lists',
    {
      config: { access: 'member' },
      schema: {
        tags,
        description: 'Adds a list at the end of the board.',
        body: stickyListInputSchema,
        response: { 201: stickyListSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await lists.createList(ctx, requireUser(request).id, request.body.name)),
  );

  r.get(
    '/sticky-notes/lists/:id',
    { config: { access: 'owner' }, schema: { tags, params, response: { 200: stickyListSchema } } },
    async (request) => lists.getList(ctx, requireUser(request).id, request.params.id),
  );

  r.put(
    '/sticky-notes/lists/:id',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        description: 'Renames (name) and/or moves the list to a 0-based position; the others are renumbered.',
        params,
        body: stickyListUpdateSchema,
        response: { 200: stickyListSchema },
      },
    },
    async (request) => lists.updateList(ctx, requireUser(request).id, request.params.id, request.body),
  );

  r.delete(
    '/sticky-notes/lists/:id',
    {
      config: { access: 'owner' },
      schema: { tags, description: 'Deletes the list and its notes.', params, response: { 200: okSchema } },
    },
    async (request) => {
      await lists.deleteList(ctx, requireUser(request).id, request.params.id);
      return { detail: 'List deleted.' };
    },
  );

  r.post(
    '/sticky-notes/lists/:id/notes',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        description: 'Adds a note (colour defaults to yellow) at position, or last.',
        params,
        body: stickyNoteInputSchema,
        response: { 201: stickyNoteSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await notes.addNote(ctx, requireUser(request).id, request.params.id, request.body)),
  );

  r.put(
    '/sticky-notes/notes/:id',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        description:
          'Edits text or color; list_id moves the note to another of your lists; position (0-based) reorders. ' +
          'Both lists are renumbered in one transaction.',
        params,
        body: stickyNoteUpdateSchema,
        response: { 200: stickyNoteSchema },
      },
    },
    async (request) => notes.updateNote(ctx, requireUser(request).id, request.params.id, request.body),
  );

  r.delete(
    '/sticky-notes/notes/:id',
    { config: { access: 'owner' }, schema: { tags, params, response: { 200: okSchema } } },
    async (request) => {
      await notes.deleteNote(ctx, requireUser(request).id, request.params.id);
      return { detail: 'Note deleted.' };
    },
  );
}
