import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okSchema } from '@electrobench/contracts/errors';
import { BODY_LIMIT_BYTES } from '@electrobench/contracts/limits';
import {
  circuitIdParamsSchema,
  circuitInputSchema,
  circuitSummarySchema,
  savedCircuitSchema,
} from '@electrobench/contracts/circuits';
import { requireUser } from '../../plugins/auth-guard';
import * as service from './circuits-service';

/** Members' saved circuit-simulator drawings (private to their owner). */
export async function circuitRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const tags = ['circuits'];

  r.get(
    '/circuits/',
    { config: { access: 'member' }, schema: { tags, response: { 200: z.array(circuitSummarySchema) } } },
    async (request) => service.listCircuits(ctx, requireUser(request).id),
  );

  r.post(
    '/circuits/',
    // A full drawing (1,200 parts, 3,000 wires, SPICE models) is larger than the default body.
    {
      config: { access: 'member' },
      bodyLimit: BODY_LIMIT_BYTES,
      schema: { tags, body: circuitInputSchema, response: { 201: savedCircuitSchema } },
    },
    async (request, reply) =>
      reply.code(201).send(await service.createCircuit(ctx, requireUser(request).id, request.body)),
  );

  r.get(
    '/circuits/:id',
    {
      config: { access: 'owner' },
      schema: { tags, params: circuitIdParamsSchema, response: { 200: savedCircuitSchema } },
    },
    async (request) => service.getCircuit(ctx, requireUser(request).id, request.params.id),
  );

  r.put(
    '/circuits/:id',
    {
      config: { access: 'owner' },
      bodyLimit: BODY_LIMIT_BYTES,
      schema: {
        tags,
        params: circuitIdParamsSchema,
        body: circuitInputSchema,
        response: { 200: savedCircuitSchema },
      },
    },
    async (request) => service.updateCircuit(ctx, requireUser(request).id, request.params.id, request.body),
  );

  r.delete(
    '/circuits/:id',
    {
      config: { access: 'owner' },
      schema: { tags, params: circuitIdParamsSchema, response: { 200: okSchema } },
    },
    async (request) => {
      await service.deleteCircuit(ctx, requireUser(request).id, request.params.id);
      return { detail: 'Circuit deleted.' };
    },
  );
}
