import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { optoSearchQuerySchema, optoSearchResultSchema } from '@electrobench/contracts/transistors';
import { mpnParamsSchema } from '@electrobench/contracts/transistors';
import { optoXrefQuerySchema, optoXrefResultSchema } from '@electrobench/contracts/opto-xref';
import { searchOptos } from './opto-service';
import { optoCrossReference } from './opto-xref';

export async function optoRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/opto/search',
    {
      config: { access: 'public', lookupCache: true },
      schema: {
        tags: ['lookups'],
        description:
          'Optocouplers by part number (q; under 2 characters the answer is empty) or by a part they ' +
          'replace, optionally narrowed by output_type; limit per page (default 50) and 1-based page.',
        querystring: optoSearchQuerySchema,
        response: { 200: optoSearchResultSchema },
      },
    },
    async (request) => searchOptos(app.ctx, request.query),
  );

  r.get(
    '/opto/xref/:mpn',
    {
      config: { access: 'public', lookupCache: true },
      schema: {
        tags: ['lookups'],
        description:
          'Substitutes of one optocoupler: maker-stated equivalents first, then parts with the same output ' +
          'type, channels, pins and package body whose CTR (or trigger current) and isolation are at least ' +
          'as good. Each parameter gets a verdict (meets-or-exceeds, within-tolerance, worse, unknown) and ' +
          'the candidate a 0-100 score, as in the transistor cross-reference. 404 for an unknown part.',
        params: mpnParamsSchema,
        querystring: optoXrefQuerySchema,
        response: { 200: optoXrefResultSchema },
      },
    },
    async (request) => optoCrossReference(app.ctx, request.params.mpn, request.query.limit),
  );
}
