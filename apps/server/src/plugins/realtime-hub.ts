import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import websocket from '@fastify/websocket';
import type { WebSocket } from 'ws';
import { z } from 'zod';
import { authenticateToken } from './auth-guard';

/** Close code 1008 (policy violation) tells the web client not to reconnect (SPEC section 4). */
export const CLOSE_POLICY = 1008;
const AUTH_TIMEOUT_MS = 10_000;

const authMessageSchema = z.object({ type: z.literal('auth'), token: z.string().min(1) });

export type RealtimeHub = {
  /** Sends a JSON message to every open socket of a user; returns how many received it. */
  publish: (userId: number, message: object) => number;
  connections: (userId: number) => number;
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
  app.decorate('realtime', {
    publish(userId, message) {
      const set = sockets.get(userId);
      if (!set) return 0;
      const data = JSON.stringify(message);
      for (const socket of set) socket.send(data);
      return set.size;
    },
    connections: (userId) => sockets.get(userId)?.size ?? 0,
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
  });
});
