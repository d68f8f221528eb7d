import { Stream } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-errors';
import { REQUEST_LIMITS } from '../lib/request-limits';
import { ValidationFailed } from '../lib/validation';

/**
 * Whether JSON text nests arrays and objects deeper than `limit`. One pass that stops at the first
 * level too deep, so a megabyte of brackets costs microseconds instead of a parse and a validation
 * walk of half a million levels.
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92)
        i += 1; // backslash: skip the escaped character
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 || c === 123) {
      depth += 1;
      if (depth > limit) return true;
    } else if (c === 93 || c === 125) depth -= 1;
  }
  return false;
}

type Path = (string | number)[];

/** Parsed JSON, forms and queries are walked; a streamed body (a Readable, full of cycles) is not. */
function isWalkable(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !(value instanceof Stream) && !Buffer.isBuffer(value);
}

/** The path of the first string (value or key) holding a NUL character, walking without recursion. */
export function findNul(value: unknown): Path | null {
  const stack: [unknown, Path][] = [[value, []]];
  while (stack.length > 0) {
    const [current, path] = stack.pop() as [unknown, Path];
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return path;
    } else if (Array.isArray(current)) {
      current.forEach((item, i) => stack.push([item, [...path, i]]));
    } else if (isWalkable(current)) {
      for (const [key, item] of Object.entries(current)) {
        if (key.includes('\u0000')) return [...path, key];
        stack.push([item, [...path, key]]);
      }
    }
  }
  return null;
}

export const NUL_MESSAGE = 'Text must not contain NUL (\\u0000) characters.';

/** Refuses a NUL anywhere in a request's path values, query or body, as a 422 naming the field. */
export function refuseNul(request: Pick<FastifyRequest, 'params' | 'query' | 'body'>): void {
  const parts = { path: request.params, query: request.query, body: request.body } as const;
  for (const [location, value] of Object.entries(parts)) {
    const path = findNul(value);
    if (path)
      throw new ValidationFailed([{ loc: [location, ...path], msg: NUL_MESSAGE, type: 'nul_character' }]);
  }
}

/**
 * Input rules that hold for every route, so no schema or handler can forget them: JSON nests at
 * most REQUEST_LIMITS.jsonDepth levels (prototype poisoning is refused as before), and no text
 * carries NUL, which PostgreSQL cannot store in text and no form of ours has a use for.
 */
export const inputGuardPlugin = fp(async (app: FastifyInstance) => {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (nestsDeeperThan(text, REQUEST_LIMITS.jsonDepth)) {
      done(new HttpError(400, `JSON may nest at most ${REQUEST_LIMITS.jsonDepth} levels.`), undefined);
      return;
    }
    parseJson(request, text, done);
  });
  app.addHook('preValidation', (request, _reply, done) => {
    try {
      refuseNul(request);
      done();
    } catch (error) {
      done(error as Error);
    }
  });
});
