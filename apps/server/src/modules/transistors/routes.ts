import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  limitQuerySchema,
  lookupResultSchema,
  mpnParamsSchema,
  soaParamsSchema,
  soaSchema,
  transistorParamSchema,
  transistorSchema,
  transistorSearchQuerySchema,
  transistorSearchResultSchema,
  xrefResultSchema,
} from '@electrobench/contracts/transistors';
import { lookupTransistors } from './transistor-lookup';
import { SEARCHABLE_PARAMS } from './transistor-params';
import { searchTransistors } from './transistor-search';
import { crossReference, getPart, getSoa } from './transistor-service';

export async function transistorRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const tags = ['transistor cross-reference'];
  const pub = { access: 'public', lookupCache: true } as const;

  r.get(
    '/transistor-xref/search',
    {
      config: pub,
      schema: {
        tags,
        description:
          'By part number (q) and/or parameters: type, polarity, package and <key>_min / <key>_max for ' +
          'each numeric key of /params. Empty parameters are ignored. Without q the smallest parts that ' +
          'meet the bounds come first. total stops counting at 1,000 (total_capped).',
        querystring: transistorSearchQuerySchema,
        response: { 200: transistorSearchResultSchema },
      },
    },
    async (request) => searchTransistors(ctx, request.query),
  );

  r.get(
    '/transistor-xref/xref/:mpn',
    {
      config: pub,
      schema: {
        tags,
        description:
          'Ranked substitutes of the same type and polarity. Each parameter gets a verdict ' +
          '(meets-or-exceeds, within-tolerance, worse, unknown) and the candidate a 0-100 score; package ' +
          'and pin-order differences are flagged. Maker-stated equivalents rank first.',
        params: mpnParamsSchema,
        querystring: limitQuerySchema,
        response: { 200: xrefResultSchema },
      },
    },
    async (request) => crossReference(ctx, request.params.mpn, request.query.limit),
  );

  r.get(
    '/transistor-xref/lookup/:mpn',
    {
      config: pub,
      schema: {
        tags,
        description:
          'Fuzzy part-number match tolerant of packing suffixes (2N3904BU) and maker prefixes (PN3904); ' +
          'match says why each part was offered.',
        params: mpnParamsSchema,
        querystring: limitQuerySchema,
        response: { 200: lookupResultSchema },
      },
    },
    async (request) => lookupTransistors(ctx, request.params.mpn, request.query.limit),
  );

  r.get(
    '/transistor-xref/part/:mpn',
    { config: pub, schema: { tags, params: mpnParamsSchema, response: { 200: transistorSchema } } },
    async (request) => getPart(ctx, request.params.mpn),
  );

  r.get(
    '/transistor-xref/soa/:id',
    {
      config: pub,
      schema: {
        tags,
        description:
          'Safe operating area curves (DC and pulse widths) as V/A points. derived=true marks a DC boundary ' +
          'computed from the absolute maximum ratings (an upper bound), not read from the datasheet.',
        params: soaParamsSchema,
        response: { 200: soaSchema },
      },
    },
    async (request) => getSoa(ctx, request.params.id),
  );

  r.get(
    '/transistor-xref/params',
    { config: pub, schema: { tags, response: { 200: z.array(transistorParamSchema) } } },
    async () => SEARCHABLE_PARAMS,
  );
}
