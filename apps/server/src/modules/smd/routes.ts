import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { smdSearchQuerySchema, smdSearchResultSchema } from '@electrobench/contracts/components';
import { searchSmd } from './smd-service';

export async function smdRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/smd/',
    {
      config: { access: 'public', lookupCache: true },
      schema: {
        tags: ['lookups'],
        description:
          'SMD marking codes. search_term matches the code (prefix) and, from 3 characters, part number, ' +
          'maker, function or package anywhere; exact codes rank first. Facets count each filter value ' +
          'with the other filters applied.',
        querystring: smdSearchQuerySchema,
        response: { 200: smdSearchResultSchema },
      },
    },
    async (request) => searchSmd(app.ctx, request.query),
  );
}
