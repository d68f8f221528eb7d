import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { searchQuerySchema, searchResultSchema } from '@electrobench/contracts/search';
import { searchEverything } from './search-service';

export async function searchRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/search',
    {
      config: { access: 'public' },
      schema: {
        tags: ['lookups'],
        description:
          'One search box for everything: transistors, IGBTs, optocouplers, SMD, diode and fuse codes, ' +
          'IC makers, drive fault codes, tools and calculators, education articles and forum thread ' +
          'titles. Groups by kind, best first; each hit has the web path that opens it. limit is per ' +
          'kind. An empty q answers no groups; q over 60 characters is refused (422).',
        querystring: searchQuerySchema,
        response: { 200: searchResultSchema },
      },
    },
    async (request) => searchEverything(app.ctx, app.lookupCache, request.query),
  );
}
