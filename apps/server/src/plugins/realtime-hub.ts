import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import websocket from '@fastify/websocket';
import type { WebSocket } from 'ws';
import { z } from 'zod';
import { authenticateToken } from './auth-guard';
import { createRealtimeBus, type RealtimeBus } from './realtime-bus';

/** Close code 1008 (policy violation) tells the web client not to reconnect (SPEC section 4). */
export const CLOSE_POLICY = 1008;
const AUTH_TIMEOUT_MS = 10_000;

const authMessageSchema = z.object({ type: z.literal('auth'), token: z.string().min(1) });

export type RealtimeHub = {
  /**
   * Sends a JSON message to every open socket of a user on every instance; returns how many of
   * them are on this instance. Call it after the transaction that made the news has committed
   * (see lib/after-commit.ts).
   */
  publish: (userId: number, message: object) => number;
  /** Open sockets of a user on this instance. */
  connections: (userId: number) => number;
  bus: Pick<RealtimeBus, 'kind' | 'flush' | 'listening' | 'signal' | 'onSignal'>;
};

declare module 'fastify' {
  interface FastifyInstance {
    realtime: RealtimeHub;
  }
}

/**
 * /ws/notifications: the first message must be {"type":"auth","token":<access token>}. Until then
 * nothing is sent; a bad or late auth message closes the socket with 1008.
 */
export const realtimeHubPlugin = fp(async (app: FastifyInstance) => {
  const sockets = new Map<number, Set<WebSocket>>();
  const deliver = (userId: number, data: string) => {
    for (const socket of sockets.get(userId) ?? []) socket.send(data);
  };
  const bus = await createRealtimeBus(app.ctx.db, deliver, app.log);
  app.decorate('realtime', {
    publish(userId, message) {
      const here = sockets.get(userId)?.size ?? 0;
      bus.publish(userId, JSON.stringify(message));
      return here;
    },
    connections: (userId) => sockets.get(userId)?.size ?? 0,
    bus,
  } satisfies RealtimeHub);

  // @fastify/websocket hooks every route of its context (onRequest and onResponse), so it lives in
  // a child context holding only the socket route; the HTTP API does not pay for it.
  await app.register(async (scope) => {
    await scope.register(websocket, { options: { maxPayload: 64 * 1024 } });
    scope.get('/ws/notifications', { websocket: true, config: { public: true } }, (socket) => {
      let userId: number | null = null;
      const timer = setTimeout(() => socket.close(CLOSE_POLICY, 'Authentication required'), AUTH_TIMEOUT_MS);
      socket.on('message', async (raw) => {
        if (userId !== null) return;
        let parsed: unknown;
        try {
          parsed = JSON.parse(String(raw));
        } catch {
          parsed = null;
        }
        const auth = authMessageSchema.safeParse(parsed);
        const user = auth.success ? await authenticateToken(app, auth.data.token) : null;
        if (!user) {
          clearTimeout(timer);
          socket.close(CLOSE_POLICY, 'Invalid token');
          return;
        }
        clearTimeout(timer);
        userId = user.id;
        const set = sockets.get(userId) ?? new Set<WebSocket>();
        set.add(socket);
        sockets.set(userId, set);
        socket.send(JSON.stringify({ type: 'auth_ok' }));
      });
      socket.on('close', () => {
        clearTimeout(timer);
        if (userId === null) return;
        const set = sockets.get(userId);
        set?.delete(socket);
        if (set?.size === 0) sockets.delete(userId);
      });
    });
  });
  app.addHook('onClose', async () => {
    for (const set of sockets.values()) for (const socket of set) socket.close(1001, 'Server shutting down');
    await bus.close();
  });
});
