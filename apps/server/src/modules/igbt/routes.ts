import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { igbtSearchQuerySchema, igbtSearchResultSchema } from '@electrobench/contracts/transistors';
import { searchIgbts } from './igbt-service';

export async function igbtRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/igbt-xref/search',
    {
      config: { access: 'public', lookupCache: true },
      schema: {
        tags: ['lookups'],
        description:
          'IGBTs by part number or body marking (q, used from 2 characters), minimum VCES (voltage, V), ' +
          'minimum IC at 25 C (current, A) and package_type.',
        querystring: igbtSearchQuerySchema,
        response: { 200: igbtSearchResultSchema },
      },
    },
    async (request) => searchIgbts(app.ctx, request.query),
  );
}
