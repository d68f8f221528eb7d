import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { optoSearchQuerySchema, optoSearchResultSchema } from '@electrobench/contracts/transistors';
import { searchOptos } from './opto-service';

export async function optoRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/opto/search',
    {
      config: { public: true },
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
}
