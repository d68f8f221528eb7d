import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Negotiator } from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import { pageHtmlFor } from './page-html';

/** The web app's built files: WEB_DIST, else apps/web/dist beside this package. */
export function findWebDist(configured: string | undefined): string | undefined {
  const here = path.dirname(fileURLToPath(import.meta.url));
  // From src/plugins (tsx, tests) and from dist/ (the bundle) alike.
  const candidates = [
    configured,
    path.resolve(here, '../../../web/dist'),
    path.resolve(here, '../../web/dist'),
  ];
  return candidates
    .filter((d): d is string => Boolean(d))
    .find((d) => existsSync(path.join(d, 'index.html')));
}

const HASHED_ASSET = /\/assets\/[^/]+-[A-Za-z0-9_-]{8,}\.[a-z0-9]+$/;
const LOOKS_LIKE_FILE = /\/[^/]+\.[A-Za-z0-9]{1,8}$/;

/**
 * Serves the built single-page app: hashed assets cached for a year (their names change with their
 * content), their pre-compressed .br/.gz twins chosen by Accept-Encoding, and index.html for every
 * other non-API path so the app can show its own pages, including its not-found page. That
 * index.html hints the code of the page the address opens (page-html.ts).
 */
export const webAppPlugin = fp(async (app: FastifyInstance, opts: { webDist: string | undefined }) => {
  const { webDist } = opts;
  if (webDist) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders(reply, filePath) {
        const immutable = HASHED_ASSET.test(filePath.replace(/\.(br|gz)$/, ''));
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  const pageHtml = pageHtmlFor(webDist);
  const encodings = new Negotiator({ supportedValues: ['br', 'gzip', 'identity'] });
  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isApi = url === '/api' || url.startsWith('/api/') || url.startsWith('/uploads/');
    const isPage = !isApi && !LOOKS_LIKE_FILE.test(url);
    if (isPage && webDist && (request.method === 'GET' || request.method === 'HEAD')) {
      const page = pageHtml?.(url);
      reply.type('text/html').header('cache-control', 'no-cache');
      if (!page) return reply.sendFile('index.html', webDist);
      // Compressed as the build's own index.html.br/.gz are, chosen the way @fastify/static does.
      reply.header('vary', 'accept-encoding');
      const encoding = encodings.negotiate(String(request.headers['accept-encoding'] ?? ''));
      if (encoding === 'br' || encoding === 'gzip') {
        return reply.header('content-encoding', encoding).send(page[encoding]);
      }
      return reply.send(page.html);
    }
    return reply.code(404).send({ detail: 'Not Found' });
  });
});
