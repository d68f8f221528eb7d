import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import fp from 'fastify-plugin';
import type { ValidationIssue } from '@electrobench/contracts/errors';
import { FieldError, HttpError } from '../lib/http-errors';
import { ValidationFailed } from '../lib/validation';
import type { HeadersFor } from './security-headers';

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Not authenticated',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  408: 'The request took too long to arrive.',
  413: 'Request body is too large.',
  414: 'A part of the URL is too long.',
  415: 'Unsupported media type.',
  431: 'The request headers are too large.',
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

/** The SQLSTATE of a database error, on the error itself (pg) or on its cause (Drizzle). */
function sqlState(error: unknown): string | undefined {
  const e = error as { code?: unknown; cause?: { code?: unknown } };
  const code = typeof e.code === 'string' ? e.code : e.cause?.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}

/** What busboy (behind @fastify/multipart) says, without an error code, of a broken or cut body. */
const BROKEN_MULTIPART = /Boundary not found|unexpected end of (form|multipart data)|Malformed part header/i;

/**
 * Errors that a client's input caused but that no schema caught, answered as 4xx instead of 500:
 * a value the database cannot store (SQLSTATE class 22: out of range, NUL, bad encoding; 54000: a
 * value too long for an index) and a multipart body that is malformed or cut short. They are logged
 * as warnings: each one names a schema that should have refused the input first.
 */
function inputProblem(error: FastifyError): { status: number; detail: string } | null {
  const state = sqlState(error);
  if (state && (state.startsWith('22') || state === '54000')) {
    return { status: 422, detail: 'A value in the request is out of range or cannot be stored.' };
  }
  if (error.code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
    return { status: 415, detail: 'Send the form as multipart/form-data.' };
  }
  if (
    error.code === 'FST_PARTS_LIMIT' ||
    error.code === 'FST_FILES_LIMIT' ||
    error.code === 'FST_FIELDS_LIMIT'
  ) {
    return { status: 413, detail: 'The form has too many parts.' };
  }
  if (BROKEN_MULTIPART.test(error.message ?? '')) {
    return { status: 400, detail: 'The multipart body is malformed or incomplete.' };
  }
  return null;
}

/**
 * Answers for requests the router refuses before any hook runs (a path segment too long, a URL
 * that does not decode): the same {"detail"} and security headers as every other answer.
 */
export function frameworkErrorHandler(headersFor: HeadersFor) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : (error.statusCode ?? 400);
    const detail =
      error.code === 'FST_ERR_BAD_URL' ? 'The URL is malformed.' : (STATUS_TEXT[status] ?? 'Bad Request');
    void reply
      .code(status < 500 ? status : 400)
      .headers(headersFor(request.url, request.protocol === 'https'))
      .send({ detail });
  };
}

/**
 * Answers for requests Node's HTTP parser refuses (headers too large, a request that timed out,
 * broken framing), written straight to the socket since no request object exists.
 */
export function clientErrorHandler(apiHeaders: Record<string, string>) {
  return (error: NodeJS.ErrnoException, socket: Socket) => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const status =
      error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
    const body = JSON.stringify({ detail: STATUS_TEXT[status] });
    const headers = Object.entries({
      ...apiHeaders,
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(Buffer.byteLength(body)),
      connection: 'close',
    })
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    if (socket.writable) socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${headers}\r\n${body}`);
    socket.destroy(error);
  };
}

/**
 * Every error leaves as {"detail": ...}. Unexpected errors are logged with their stack and answered
 * with a generic 500 so no stack trace or SQL ever reaches a client.
 */
export const errorsPlugin = fp(async (app: FastifyInstance, opts: { headersFor: HeadersFor }) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // Errors raised before the headers hook ran (body parsing of a refused request) still carry them.
    reply.headers(opts.headersFor(request.url, request.protocol === 'https'));
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
    const problem = inputProblem(error);
    if (problem) {
      request.log.warn({ err: error }, 'input refused by the database or the multipart parser');
      return reply.code(problem.status).send({ detail: problem.detail });
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
