import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import fp from 'fastify-plugin';
import type { ValidationIssue } from '@electrobench/contracts/errors';
import { FieldError, HttpError } from '../lib/http-errors';
import { ValidationFailed } from '../lib/validation';

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Not authenticated',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  413: 'Request body is too large.',
  415: 'Unsupported media type.',
  429: 'Too many requests. Please wait and try again.',
};

function validationIssues(error: FastifyError): ValidationIssue[] {
  const context = error.validationContext ?? 'body';
  return (error.validation ?? []).map((v) => {
    const path = v.instancePath.split('/').filter(Boolean);
    return {
      loc: [context, ...path.map((p) => (/^\d+$/.test(p) ? Number(p) : p))],
      msg: v.message ?? 'Invalid value.',
      type: v.keyword,
    };
  });
}

/**
 * Every error leaves as {"detail": ...}. Unexpected errors are logged with their stack and answered
 * with a generic 500 so no stack trace or SQL ever reaches a client.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ValidationFailed) {
      return reply.code(422).send({ detail: error.issues });
    }
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).headers(error.headers).send({ detail: error.detail });
    }
    if (error instanceof FieldError) {
      return reply
        .code(error.statusCode)
        .send({ detail: [{ loc: error.loc, msg: error.msg, type: error.type }] });
    }
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      return reply.code(422).send({ detail: validationIssues(error) });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.code(429).send({ detail: STATUS_TEXT[429] });
    }
    if (status >= 400 && status < 500) {
      if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
        return reply.code(400).send({ detail: 'The request body is not valid JSON.' });
      }
      return reply.code(status).send({ detail: STATUS_TEXT[status] ?? error.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ detail: 'Internal Server Error' });
  });
});
