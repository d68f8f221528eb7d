import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  diodeMarkingPageSchema,
  diodeMarkingQuerySchema,
  fuseMarkingPageSchema,
  fuseMarkingQuerySchema,
} from '@electrobench/contracts/components';
import { searchDiodeMarkings, searchFuseMarkings } from './markings-service';

export async function markingRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['lookups'];
  r.get(
    '/markings/diodes',
    {
      config: { access: 'public', lookupCache: true },
      schema: {
        tags,
        description:
          'SMD diode, zener, Schottky, TVS and rectifier marking codes. q matches the code by prefix ' +
          '(exact case first) and, from 3 characters, the part number anywhere; kind narrows the type.',
        querystring: diodeMarkingQuerySchema,
        response: { 200: diodeMarkingPageSchema },
      },
    },
    async (request) => searchDiodeMarkings(app.ctx, request.query),
  );
  r.get(
    '/markings/fuses',
    {
      config: { access: 'public', lookupCache: true },
      schema: {
        tags,
        description:
          'SMD fuse marking codes (letter or digit on the body). q matches the code by prefix and, from ' +
          '3 characters, the part number or series.',
        querystring: fuseMarkingQuerySchema,
        response: { 200: fuseMarkingPageSchema },
      },
    },
    async (request) => searchFuseMarkings(app.ctx, request.query),
  );
}
