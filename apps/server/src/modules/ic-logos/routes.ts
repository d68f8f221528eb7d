import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IC_LOGO_IMAGE, icLogoQuerySchema, icLogoSchema } from '@electrobench/contracts/components';
import { idParamsSchema } from '@electrobench/contracts/lists';
import { HttpError } from '../../lib/http-errors';
import { readUpload } from '../../lib/read-upload';
import { uploadScope } from '../../plugins/upload-scope';
import { searchIcLogos, storeLogoImage } from './ic-logo-service';

export async function icLogoRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['lookups'];
  r.get(
    '/ic-logos/',
    {
      config: { access: 'public', lookupCache: true },
      schema: {
        tags,
        description:
          'IC makers with a word description of their logo, country and part-number prefixes. q matches ' +
          'a part number by prefix (LM358 -> makers using LM) or words of the name and logo.',
        querystring: icLogoQuerySchema,
        response: { 200: z.array(icLogoSchema) },
      },
    },
    async (request) => searchIcLogos(app.ctx, request.query.q),
  );

  await uploadScope(app, (scope) => {
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/ic-logos/:id/image',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['admin components'],
          description: 'Multipart field "image": a licensed logo picture (PNG, JPEG or WebP, 512 kB).',
          consumes: ['multipart/form-data'],
          params: idParamsSchema,
          response: { 200: icLogoSchema },
        },
      },
      async (request) => {
        if (!request.isMultipart()) throw new HttpError(415, 'Send the logo as multipart form data.');
        const file = await request.file({ limits: { fileSize: IC_LOGO_IMAGE.maxBytes, files: 1 } });
        if (!file) throw new HttpError(422, 'Attach the logo as the form field "image".');
        const tooLarge = `A logo image is at most ${IC_LOGO_IMAGE.maxBytes / 1024} kB.`;
        const buffer = await readUpload(file.file, IC_LOGO_IMAGE.maxBytes, tooLarge);
        return storeLogoImage(app.ctx, request.params.id, buffer);
      },
    );
  });
}
