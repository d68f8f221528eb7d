import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { PROFILE_IMAGE } from '@electrobench/contracts/limits';

/**
 * Routes that take multipart uploads are registered inside this scope. @fastify/multipart adds an
 * onRequest hook (a 'close' listener per request) and an async onResponse hook to every route of
 * the context it is registered in; at the root, every small JSON route paid for them.
 */
export async function uploadScope(
  app: FastifyInstance,
  routes: (scope: FastifyInstance) => void | Promise<void>,
): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: PROFILE_IMAGE.maxBytes, files: 1, fields: 10 } });
    await routes(scope);
  });
}
