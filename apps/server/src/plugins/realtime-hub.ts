import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import websocket from '@fastify/websocket';
import type { WebSocket } from 'ws';
import { z } from 'zod';
import { authenticateToken, liveSessions } from './auth-guard';
import { createRealtimeBus, type RealtimeBus } from './realtime-bus';

/** Close code 1008 (policy violation) tells the web client not to reconnect (SPEC section 4). */
export const CLOSE_POLICY = 1008;
/** Close code 1001 (going away): the server is shutting down; the client reconnects elsewhere. */
export const CLOSE_GOING_AWAY = 1001;
const AUTH_TIMEOUT_MS = 10_000;
/**
 * Sent through the bus like a message (so it reaches every instance) but never to a socket: each
 * instance re-reads which of that user's sessions are still live and closes the sockets of the
 * others. Messages to sockets are JSON objects, so they never start with "!".
 */
const SESSIONS_ENDED = '!sessions-ended';

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
  /** Open sockets on this instance, authenticated or still waiting for their auth message. */
  openSockets: () => number;
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
  const everySocket = new Set<WebSocket>();
  // Each open socket of a user, with the session (token family) it authenticated with.
  const sockets = new Map<number, Map<WebSocket, string>>();
  const closeEndedSessions = async (userId: number) => {
    const mine = sockets.get(userId);
    if (!mine) return;
    const live = await liveSessions(app, userId, [...new Set(mine.values())]);
    for (const [socket, sessionId] of mine) {
      if (live.has(sessionId)) continue;
      // Out of the map at once, so nothing published from now on reaches it while it closes.
      mine.delete(socket);
      socket.close(CLOSE_POLICY, 'Session ended');
    }
    if (mine.size === 0 && sockets.get(userId) === mine) sockets.delete(userId);
  };
  const deliver = (userId: number, data: string) => {
    if (data === SESSIONS_ENDED) {
      closeEndedSessions(userId).catch((error: unknown) =>
        app.log.error({ err: error, userId }, 'could not close the sockets of ended sessions'),
      );
      return;
    }
    for (const socket of sockets.get(userId)?.keys() ?? []) socket.send(data);
  };
  const bus = await createRealtimeBus(app.ctx.db, deliver, app.log);
  app.ctx.sessionEvents.onEnded((userId) => bus.publish(userId, SESSIONS_ENDED));
  app.decorate('realtime', {
    publish(userId, message) {
      const here = sockets.get(userId)?.size ?? 0;
      bus.publish(userId, JSON.stringify(message));
      return here;
    },
    connections: (userId) => sockets.get(userId)?.size ?? 0,
    openSockets: () => everySocket.size,
    bus,
  } satisfies RealtimeHub);

  // @fastify/websocket hooks every route of its context (onRequest and onResponse), so it lives in
  // a child context holding only the socket route; the HTTP API does not pay for it.
  await app.register(async (scope) => {
    await scope.register(websocket, {
      options: { maxPayload: 64 * 1024 },
      // The plugin's own preClose closes sockets without a code; say "going away" instead, so
      // clients reconnect (to another instance) rather than treat it as an error.
      preClose: function (this: FastifyInstance, done) {
        for (const socket of everySocket) socket.close(CLOSE_GOING_AWAY, 'Server shutting down');
        this.websocketServer.close(() => done());
      },
    });
    scope.get('/ws/notifications', { websocket: true, config: { access: 'public' } }, (socket) => {
      everySocket.add(socket);
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
        const mine = sockets.get(userId) ?? new Map<WebSocket, string>();
        mine.set(socket, user.sessionId);
        sockets.set(userId, mine);
        socket.send(JSON.stringify({ type: 'auth_ok' }));
      });
      socket.on('close', () => {
        everySocket.delete(socket);
        clearTimeout(timer);
        if (userId === null) return;
        const set = sockets.get(userId);
        set?.delete(socket);
        if (set?.size === 0) sockets.delete(userId);
      });
    });
  });
  app.addHook('onClose', async () => bus.close());
});
