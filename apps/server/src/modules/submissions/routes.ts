import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema } from '@electrobench/contracts/lists';
import {
  reviewInputSchema,
  submissionInputSchema,
  submissionSchema,
  submissionsPageSchema,
  submissionsQuerySchema,
} from '@electrobench/contracts/submissions';
import { requireUser } from '../../plugins/auth-guard';
import * as service from './submissions-service';

export async function submissionRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const tags = ['submissions'];

  r.post(
    '/submissions/smd/',
    {
      config: { access: 'member' },
      schema: {
        tags,
        description: 'A member proposes an SMD code; it waits as pending until an admin reviews it.',
        body: submissionInputSchema,
        response: { 201: submissionSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.createSubmission(ctx, requireUser(request), request.body)),
  );

  r.get(
    '/submissions/smd/',
    {
      config: { access: 'member' },
      schema: {
        tags,
        description:
          'Members see their own proposals with the outcome and any rejection reason; admins see all ' +
          '(mine=true for their own), newest first, optionally by status.',
        querystring: submissionsQuerySchema,
        response: { 200: submissionsPageSchema },
      },
    },
    async (request) => service.listSubmissions(ctx, requireUser(request), request.query),
  );

  r.put(
    '/submissions/smd/:id',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        description: 'The author (or an admin) corrects a proposal while it is pending; afterwards 409.',
        params: idParamsSchema,
        body: submissionInputSchema,
        response: { 200: submissionSchema },
      },
    },
    async (request) => service.updateSubmission(ctx, requireUser(request), request.params.id, request.body),
  );

  r.post(
    '/submissions/smd/:id/review',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        description:
          'Admin: {"action": "approve"} creates the SMD component; {"action": "reject", "reason": ...} ' +
          'records why. A reviewed proposal cannot be reviewed again (409). The submitter gets an ' +
          'SMD_SUBMISSION_REVIEWED notification (content: submission_id, status, code, part_number, reason, message).',
        params: idParamsSchema,
        body: reviewInputSchema,
        response: { 200: submissionSchema },
      },
    },
    async (request) => {
      const reviewed = await service.reviewSubmission(
        ctx,
        requireUser(request),
        request.params.id,
        request.body,
      );
      // The decision is already stored; a failed notification must not turn it into an error.
      await service
        .notifySubmitter(ctx, app.realtime, reviewed)
        .catch((error: unknown) =>
          request.log.warn({ err: error, submission: reviewed.id }, 'could not notify the submitter'),
        );
      return reviewed;
    },
  );
}
