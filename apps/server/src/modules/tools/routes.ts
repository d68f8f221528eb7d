import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TOOLS, toolSchema } from '@electrobench/contracts/tools';

export async function toolRoutes(app: FastifyInstance) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/tools/',
      { config: { access: 'public' }, schema: { tags: ['lookups'], response: { 200: z.array(toolSchema) } } },
      async () => [...TOOLS],
    );
}
