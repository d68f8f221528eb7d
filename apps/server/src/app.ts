import http from 'node:http';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { PRODUCT_NAME } from '@electrobench/contracts/limits';
import type { AccessClass, AppContext } from './app-context';
import type { Config } from './config';
import type { Database } from './db/client';
import { createSessionEvents } from './lib/accounts/session-events';
import { createBackground } from './lib/background';
import { systemClock, type Clock } from './lib/clock';
import { REQUEST_LIMITS } from './lib/request-limits';
import { createMailer, type Mailer } from './lib/mailer';
import { createAccessTokens } from './modules/auth/access-token';
import { authRoutes } from './modules/auth/routes';
import { notificationRoutes } from './modules/notifications/routes';
import { reminderJob } from './modules/reminders/reminder-firing';
import { reminderRoutes } from './modules/reminders/routes';
import { adminComponentRoutes } from './modules/admin-components/routes';
import { adminDashboardRoutes } from './modules/admin-dashboard/routes';
import { catalogueImportRoutes } from './modules/catalogue-import/routes';
import { circuitRoutes } from './modules/circuits/routes';
import { forumRoutes } from './modules/forum/routes';
import { icLogoRoutes } from './modules/ic-logos/routes';
import { igbtRoutes } from './modules/igbt/routes';
import { listRoutes } from './modules/lists/routes';
import { markingRoutes } from './modules/markings/routes';
import { optoRoutes } from './modules/opto/routes';
import { smdRoutes } from './modules/smd/routes';
import { submissionRoutes } from './modules/submissions/routes';
import { transistorRoutes } from './modules/transistors/routes';
import { driveRoutes } from './modules/drives/routes';
import { searchRoutes } from './modules/search/routes';
import { gamificationRoutes } from './modules/gamification/routes';
import { dmRoutes } from './modules/dm/routes';
import { stickyNoteRoutes } from './modules/sticky-notes/routes';
import { ticketRoutes } from './modules/tickets/routes';
import { availabilityRoutes } from './modules/availability/routes';
import { serviceStatusRoutes } from './modules/service-status/routes';
import { quizRoutes } from './modules/quiz/routes';
import { toolRoutes } from './modules/tools/routes';
import { weatherRoutes } from './modules/weather/routes';
import { uploadsDir } from './lib/uploads';
import { userRoutes } from './modules/users/routes';
import { authGuardPlugin, declaredAccess } from './plugins/auth-guard';
import { clientErrorHandler, errorsPlugin, frameworkErrorHandler } from './plugins/errors';
import { healthPlugin } from './plugins/health';
import { inputGuardPlugin } from './plugins/input-guard';
import { metricsPlugin } from './plugins/metrics';
import { rateLimitsPlugin } from './plugins/rate-limits';
import { lookupCachePlugin } from './plugins/lookup-cache';
import { realtimeHubPlugin } from './plugins/realtime-hub';
import { schedulerPlugin } from './plugins/scheduler';
import { securityHeadersFor, securityHeadersPlugin } from './plugins/security-headers';
import { findWebDist, webAppPlugin } from './plugins/web-app';

export type BuildOptions = {
  config: Config;
  db: Database;
  clock?: Clock;
  mailer?: Mailer;
  logger?: boolean;
  /** Overrides REQUEST_LIMITS.requestTimeoutMs; tests shorten it to watch a stalled request cut. */
  requestTimeoutMs?: number;
};

export const API_PREFIX = '/api/v1';

export type ApiRouteInfo = {
  method: string;
  url: string;
  access: AccessClass;
  /** The route's request schemas (zod), read by the API fuzz test to generate its inputs. */
  schema: { querystring?: unknown; params?: unknown; body?: unknown; consumes?: readonly string[] };
};

declare module 'fastify' {
  interface FastifyInstance {
    apiRoutes: ApiRouteInfo[];
  }
}

/**
 * The HTTP server with the whole-request time limit. Node checks for late requests every
 * connectionsCheckingInterval, so a quarter of the limit (at most Node's default 30 s) bounds how
 * late a cut comes. Keep-alive matches Fastify's own default.
 */
function createHttpServer(requestTimeout: number, handler: http.RequestListener): http.Server {
  return http.createServer(
    {
      requestTimeout,
      connectionsCheckingInterval: Math.min(30_000, Math.max(100, Math.round(requestTimeout / 4))),
      keepAliveTimeout: 72_000,
    },
    handler,
  );
}

export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config } = options;
  const headersFor = securityHeadersFor(config.publicUrl, API_PREFIX);
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    // One line per request only when debugging; errors and lifecycle events are always logged.
    logController: new LogController({
      disableRequestLogging: !['debug', 'trace'].includes(config.logLevel),
    }),
    // Small bodies unless a route says otherwise; every request and handler is bounded in time.
    bodyLimit: REQUEST_LIMITS.smallBodyBytes,
    // The time limit goes to the server's constructor: Node 20 keeps enforcing the value it was
    // built with, so Fastify's requestTimeout (assigned after construction) never cut a stalled body.
    serverFactory: (handler) =>
      createHttpServer(options.requestTimeoutMs ?? REQUEST_LIMITS.requestTimeoutMs, handler),
    handlerTimeout: REQUEST_LIMITS.handlerTimeoutMs,
    frameworkErrors: frameworkErrorHandler(headersFor),
    clientErrorHandler: clientErrorHandler(headersFor(`${API_PREFIX}/`)),
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    routerOptions: { ignoreTrailingSlash: false },
  });
  const clock = options.clock ?? systemClock;
  const mailer =
    options.mailer ??
    createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, log: app.log });
  const ctx: AppContext = {
    config,
    db: options.db,
    clock,
    mailer,
    accessTokens: createAccessTokens(config.jwtSecret, config.accessTokenMinutes, clock),
    background: createBackground(app.log),
    sessionEvents: createSessionEvents(),
  };
  app.decorate('ctx', ctx);
  // Every API route with its declared access class, for the access-matrix test and for audits.
  // A route that declares none stops the app from starting (declaredAccess throws).
  const apiRoutes: ApiRouteInfo[] = [];
  app.decorate('apiRoutes', apiRoutes);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(API_PREFIX)) return;
    const access = declaredAccess(route);
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      apiRoutes.push({
        method,
        url: route.url,
        access,
        schema: (route.schema ?? {}) as ApiRouteInfo['schema'],
      });
    }
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorsPlugin, { headersFor });
  // Before every route, so its request hook sees them all.
  await app.register(metricsPlugin);
  await app.register(healthPlugin);
  await app.register(securityHeadersPlugin, { headersFor });
  await app.register(inputGuardPlugin);
  // Same-origin only unless CORS_ORIGINS names others; without any, the plugin (and its per-request
  // hook, about a fifth of a small route's throughput) is not registered at all.
  if (config.corsOrigins.length > 0) {
    await app.register(cors, { origin: config.corsOrigins, credentials: true });
  }
  await app.register(cookie);
  await app.register(formbody);
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: `${PRODUCT_NAME} API`, version: '2.2.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  await app.register(rateLimitsPlugin);
  await app.register(realtimeHubPlugin);
  await app.register(lookupCachePlugin);
  // API answers (JSON, CSV, metrics text) over 1 kB go out brotli- or gzip-compressed when the client
  // accepts it: a lookup page's answer (IC logos: 67 kB) is a fifth of that on the wire, which a phone
  // on a slow link feels, and a deployment without a compressing proxy gets it too. Registered after
  // the lookup cache so the cache's onSend sees the JSON text before compression. The web app's files
  // and page HTML carry their own pre-compressed forms (Content-Encoding set, so left alone). Request
  // bodies are never inflated: a small compressed body must not expand past the body limits' intent.
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    customTypes: /^(?:application\/(?:[\w.+-]*\+)?json|text\/(?:plain|csv))(?:;|$)/,
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(schedulerPlugin);
  app.scheduler.add('reminders', reminderJob(ctx, app.realtime, app.log));

  await app.register(
    async (api) => {
      await api.register(authGuardPlugin);
      await api.register(authRoutes);
      await api.register(userRoutes);
      await api.register(notificationRoutes);
      await api.register(reminderRoutes);
      await api.register(toolRoutes);
      await api.register(searchRoutes);
      await api.register(weatherRoutes);
      await api.register(driveRoutes);
      await api.register(quizRoutes);
      await api.register(smdRoutes);
      await api.register(markingRoutes);
      await api.register(icLogoRoutes);
      await api.register(transistorRoutes);
      await api.register(igbtRoutes);
      await api.register(optoRoutes);
      await api.register(listRoutes);
      await api.register(submissionRoutes);
      await api.register(adminComponentRoutes);
      await api.register(adminDashboardRoutes);
      await api.register(catalogueImportRoutes);
      await api.register(circuitRoutes);
      await api.register(forumRoutes);
      await api.register(gamificationRoutes);
      await api.register(dmRoutes);
      await api.register(stickyNoteRoutes);
      await api.register(ticketRoutes);
      await api.register(availabilityRoutes);
      await api.register(serviceStatusRoutes);
      api.get('/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, async () =>
        app.swagger(),
      );
    },
    { prefix: API_PREFIX },
  );

  mkdirSync(uploadsDir(ctx), { recursive: true });
  await app.register(fastifyStatic, {
    root: path.resolve(uploadsDir(ctx)),
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    maxAge: '7d',
    immutable: true,
  });

  await app.register(webAppPlugin, { webDist: findWebDist(config.webDist) });
  app.addHook('onClose', async () => {
    await ctx.background.drain();
    mailer.close();
  });
  return app;
}
