import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cia402FaultsSchema,
  cia402ParamsSchema,
  driveFaultListSchema,
  driveManufacturerListSchema,
  driveManufacturerParamsSchema,
  driveModelListSchema,
  driveModelParamsSchema,
  driveSearchQuerySchema,
  driveSearchResultSchema,
  driveTypeParamsSchema,
  driveTypeSchema,
} from '@electrobench/contracts/drives';
import { searchFaults } from './drive-search';
import * as service from './drive-service';

/** Drive fault reference data: public lookups, slugs in the paths. */
export async function driveRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const base = { config: { access: 'public', lookupCache: true } } as const;
  const tags = ['drives'];

  r.get(
    '/drives/types',
    { ...base, schema: { tags, response: { 200: z.array(driveTypeSchema) } } },
    async () => service.listTypes(ctx),
  );

  r.get(
    '/drives/manufacturers/:type',
    {
      ...base,
      schema: { tags, params: driveTypeParamsSchema, response: { 200: driveManufacturerListSchema } },
    },
    async (request) => service.listManufacturers(ctx, request.params.type),
  );

  r.get(
    '/drives/models/:type/:manufacturer',
    {
      ...base,
      schema: { tags, params: driveManufacturerParamsSchema, response: { 200: driveModelListSchema } },
    },
    async (request) => service.listModels(ctx, request.params.type, request.params.manufacturer),
  );

  r.get(
    '/drives/faults/:type/:manufacturer/:model',
    { ...base, schema: { tags, params: driveModelParamsSchema, response: { 200: driveFaultListSchema } } },
    async (request) => {
      const p = request.params;
      return service.listFaults(ctx, p.type, p.manufacturer, p.model);
    },
  );

  r.get(
    '/drives/search',
    {
      ...base,
      schema: {
        tags,
        description:
          'Fault code (exact, any case) or words found in code, name and meaning, across all models.',
        querystring: driveSearchQuerySchema,
        response: { 200: driveSearchResultSchema },
      },
    },
    async (request) => searchFaults(ctx, request.query.q, request.query.limit),
  );

  r.get(
    '/drives/cia402/:cia402Class',
    {
      ...base,
      schema: {
        tags,
        description: 'Faults of every brand that map to one CiA 402 / DRIVECOM error class.',
        params: cia402ParamsSchema,
        response: { 200: cia402FaultsSchema },
      },
    },
    async (request) => service.faultsByCia402Class(ctx, request.params.cia402Class),
  );
}
