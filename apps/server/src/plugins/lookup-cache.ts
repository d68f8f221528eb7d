import type { FastifyInstance, FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { onCatalogueChange } from '../lib/catalogue-changes';
import { ttlCache } from '../lib/ttl-cache';

// Answers live until the catalogue changes; the TTL only bounds how long an answer survives a
// change signal another instance never received (its listener was down and came back late).
const TTL_MS = 10 * 60_000;
const MAX_ANSWERS = 20_000;
const MAX_ANSWER_CHARS = 32 * 1024 * 1024;
const SIGNAL_TOPIC = 'catalogue';
/** Forum thread titles in /search: new threads and reply counts show within this long. */
export const RECENT_TTL_MS = 5_000;

export type LookupCache = {
  /** A value computed from catalogue tables only, kept until the catalogue changes. */
  value<T>(key: string, compute: () => Promise<T>): Promise<T>;
  /** A value from tables that change all day (forum titles), kept for RECENT_TTL_MS. */
  recent<T>(key: string, compute: () => Promise<T>): Promise<T>;
};

declare module 'fastify' {
  interface FastifyInstance {
    lookupCache: LookupCache;
  }
  interface FastifyContextConfig {
    /** The answer depends only on the route's params and query and the catalogue: cache it. */
    lookupCache?: boolean;
  }
}

type Pending = { resolve: (payload: string) => void; reject: (reason: Error) => void };
const pendingOf = new WeakMap<FastifyRequest, Pending>();

function settle(request: FastifyRequest, payload: unknown, status: number) {
  const pending = pendingOf.get(request);
  if (!pending) return;
  pendingOf.delete(request);
  if (status === 200 && typeof payload === 'string') pending.resolve(payload);
  else pending.reject(new Error(`not cached (status ${status})`));
}

/**
 * Public lookup answers (routes with config.lookupCache) kept as the JSON text sent, keyed by the
 * route and its validated params and query (zod has trimmed, coerced and defaulted them, so
 * `?limit=5` and no limit are one answer). The first request for a key runs the handler; requests
 * for the same key meanwhile wait for its answer instead of querying again. Only 200 answers are
 * kept. A catalogue write anywhere drops everything: locally at once, on other instances through
 * the realtime bus's signal channel (and after their listener reconnects).
 */
export const lookupCachePlugin = fp(async (app: FastifyInstance) => {
  const clock = app.ctx.clock;
  const answers = ttlCache<string>(TTL_MS, clock, {
    maxEntries: MAX_ANSWERS,
    maxSize: MAX_ANSWER_CHARS,
    sizeOf: (payload) => payload.length,
  });
  const values = ttlCache<unknown>(TTL_MS, clock, { maxEntries: MAX_ANSWERS });
  const recent = ttlCache<unknown>(RECENT_TTL_MS, clock, { maxEntries: MAX_ANSWERS });
  const clear = () => {
    answers.clear();
    values.clear();
  };
  const bus = app.realtime.bus;
  bus.onSignal((topic) => (topic === null || topic === SIGNAL_TOPIC) && clear());
  const stop = onCatalogueChange(() => {
    clear();
    bus.signal(SIGNAL_TOPIC);
  });
  app.addHook('onClose', async () => stop());
  // Seeding runs before an instance starts serving and may have changed the catalogue.
  app.addHook('onReady', async () => bus.signal(SIGNAL_TOPIC));
  app.decorate('lookupCache', {
    value: <T>(key: string, compute: () => Promise<T>) => values.get(key, compute) as Promise<T>,
    recent: <T>(key: string, compute: () => Promise<T>) => recent.get(key, compute) as Promise<T>,
  } satisfies LookupCache);

  const preHandler = async (request: FastifyRequest, reply: FastifyReply) => {
    const key = `${request.method} ${request.routeOptions.url}\n${JSON.stringify(request.params)}\n${JSON.stringify(request.query)}`;
    let leader: Pending | undefined;
    const answer = answers.get(
      key,
      () => new Promise<string>((resolve, reject) => (leader = { resolve, reject })),
    );
    if (leader) {
      answer.catch(() => undefined);
      pendingOf.set(request, leader);
      return;
    }
    let payload: string;
    try {
      payload = await answer;
    } catch {
      return; // the first request failed or was refused: answer this one on its own
    }
    return reply.type('application/json; charset=utf-8').send(payload);
  };
  const onSend: onSendHookHandler = async (request, reply, payload) => {
    settle(request, payload, reply.statusCode);
    return payload;
  };
  const onDone = async (request: FastifyRequest) => settle(request, undefined, 0);

  app.addHook('onRoute', (route) => {
    if (route.config?.lookupCache !== true) return;
    const list = <H>(hooks: H | H[] | undefined): H[] => (hooks === undefined ? [] : ([hooks].flat() as H[]));
    route.preHandler = [...list(route.preHandler), preHandler];
    route.onSend = [...list(route.onSend), onSend];
    route.onResponse = [...list(route.onResponse), onDone];
    route.onRequestAbort = [...list(route.onRequestAbort), onDone];
  });
});
