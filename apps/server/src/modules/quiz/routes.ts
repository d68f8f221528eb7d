import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  quizBestSchema,
  quizResultCreateSchema,
  quizResultParamsSchema,
  quizResultSchema,
} from '@electrobench/contracts/quiz';
import { requireUser } from '../../plugins/auth-guard';
import * as service from './quiz-service';

/** Quiz results of signed-in members; the questions themselves ship with the web app. */
export async function quizRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const tags = ['quiz'];

  r.post(
    '/quiz/results',
    {
      config: { access: 'member' },
      schema: {
        tags,
        description: 'A finished quiz: topic and the chosen answer per question; the server scores it.',
        body: quizResultCreateSchema,
        response: { 201: quizResultSchema },
      },
    },
    async (request, reply) => {
      const result = await service.saveResult(ctx, requireUser(request).id, request.body);
      return reply.code(201).send(result);
    },
  );

  r.get(
    '/quiz/results/best',
    { config: { access: 'member' }, schema: { tags, response: { 200: z.array(quizBestSchema) } } },
    async (request) => service.bestResults(ctx, requireUser(request).id),
  );

  r.get(
    '/quiz/results/:id',
    {
      config: { access: 'owner' },
      schema: { tags, params: quizResultParamsSchema, response: { 200: quizResultSchema } },
    },
    async (request) => service.getResult(ctx, requireUser(request).id, request.params.id),
  );
}
