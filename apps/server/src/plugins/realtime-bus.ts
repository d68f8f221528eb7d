import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { postgresPoolOf, type Database } from '../db/client';
import { createReassembler, decodeFrame, encodeFrames } from './realtime-chunks';

export const REALTIME_CHANNEL = 'eb_realtime';
/** Instance-wide signals (e.g. "the catalogue changed"): `<origin>:<topic>`, no user. */
export const SIGNAL_CHANNEL = 'eb_signal';
export const LISTENER_APP_NAME = 'electrobench-realtime';
const RECONNECT_DELAYS_MS = [250, 500, 1000, 2000, 5000];

type Deliver = (userId: number, data: string) => void;
/** A topic another instance signalled, or null after a reconnect: signals may have been missed. */
type SignalHandler = (topic: string | null) => void;

/**
 * How a realtime message reaches the sockets of a user wherever they are connected. The
 * publishing instance delivers to its own sockets at once; on PostgreSQL it also NOTIFYs the
 * others, which ignore their own echo (each instance has a random origin id).
 */
export type RealtimeBus = {
  kind: 'in-process' | 'postgres';
  publish: (userId: number, data: string) => void;
  /** Resolves once every message published so far has been handed to PostgreSQL. */
  flush: () => Promise<void>;
  /** Whether this instance hears other instances right now (false while reconnecting). */
  listening: () => boolean;
  /** Tells every other instance about a topic (nothing to tell on PGlite: one process). */
  signal: (topic: string) => void;
  onSignal: (handler: SignalHandler) => void;
  close: () => Promise<void>;
};

export async function createRealtimeBus(db: Database, deliver: Deliver, log: FastifyBaseLogger) {
  const pool = postgresPoolOf(db);
  if (!pool) {
    const bus: RealtimeBus = {
      kind: 'in-process',
      publish: deliver,
      flush: async () => undefined,
      listening: () => true,
      signal: () => undefined,
      onSignal: () => undefined,
      close: async () => undefined,
    };
    return bus;
  }
  return createPostgresBus(pool, deliver, log);
}

async function createPostgresBus(pool: pg.Pool, deliver: Deliver, log: FastifyBaseLogger) {
  const origin = randomBytes(6).toString('hex');
  let nextId = 0;
  let queue: string[] = [];
  let signals: string[] = [];
  const signalHandlers: SignalHandler[] = [];
  let sending: Promise<void> = Promise.resolve();
  let closed = false;

  // One sender at a time keeps a user's messages in the order they were published; everything
  // queued meanwhile goes in one statement.
  const pump = () => {
    sending = sending.then(async () => {
      for (const [channel, payloads] of [
        [REALTIME_CHANNEL, queue],
        [SIGNAL_CHANNEL, signals],
      ] as const) {
        if (payloads.length === 0) continue;
        if (channel === REALTIME_CHANNEL) queue = [];
        else signals = [];
        try {
          await pool.query('SELECT pg_notify($1, p) FROM unnest($2::text[]) AS p', [channel, payloads]);
        } catch (error) {
          // The rows behind these messages are stored; clients catch up on their next fetch.
          log.warn({ err: error, frames: payloads.length, channel }, 'NOTIFY failed; messages dropped');
        }
      }
    });
  };

  const reassemble = createReassembler();
  let listener: pg.Client | null = null;
  let attempt = 0;
  let timer: NodeJS.Timeout | null = null;

  const onPayload = (payload: string | undefined) => {
    const frame = payload ? decodeFrame(payload) : null;
    if (!frame || frame.origin === origin) return;
    const whole = reassemble(frame, Date.now());
    if (whole) deliver(whole.userId, whole.data);
  };

  const onSignalPayload = (payload: string | undefined) => {
    const at = payload?.indexOf(':') ?? -1;
    if (!payload || at < 0 || payload.slice(0, at) === origin) return;
    for (const handler of signalHandlers) handler(payload.slice(at + 1));
  };
  let everConnected = false;

  const reconnectLater = () => {
    if (closed || timer) return;
    const delay = RECONNECT_DELAYS_MS[Math.min(attempt, RECONNECT_DELAYS_MS.length - 1)]!;
    attempt += 1;
    timer = setTimeout(() => {
      timer = null;
      void listen();
    }, delay);
  };

  // A dedicated client, not one from the pool: LISTEN belongs to a session that must stay open.
  const listen = async () => {
    const client = new pg.Client({ ...pool.options, application_name: LISTENER_APP_NAME });
    let lost = false;
    const onLost = (error?: Error) => {
      if (lost) return;
      lost = true;
      if (listener === client) listener = null;
      if (!closed) log.warn({ err: error }, 'realtime listener lost its connection; reconnecting');
      reconnectLater();
    };
    client.on('notification', (msg) => {
      if (msg.channel === REALTIME_CHANNEL) onPayload(msg.payload);
      else if (msg.channel === SIGNAL_CHANNEL) onSignalPayload(msg.payload);
    });
    client.on('error', onLost);
    client.on('end', () => onLost());
    try {
      await client.connect();
      await client.query(`LISTEN ${REALTIME_CHANNEL}; LISTEN ${SIGNAL_CHANNEL}`);
    } catch (error) {
      onLost(error as Error);
      void client.end().catch(() => undefined);
      return;
    }
    if (closed) {
      await client.end().catch(() => undefined);
      return;
    }
    attempt = 0;
    listener = client;
    // Back after a loss: whatever was signalled meanwhile is unknown.
    if (everConnected) for (const handler of signalHandlers) handler(null);
    everConnected = true;
  };

  await listen();

  const bus: RealtimeBus = {
    kind: 'postgres',
    publish(userId, data) {
      deliver(userId, data);
      nextId += 1;
      queue.push(...encodeFrames(origin, nextId, userId, data));
      pump();
    },
    flush: async () => {
      pump();
      await sending;
    },
    listening: () => listener !== null,
    signal(topic) {
      signals.push(`${origin}:${topic}`);
      pump();
    },
    onSignal: (handler) => void signalHandlers.push(handler),
    async close() {
      await bus.flush();
      closed = true;
      if (timer) clearTimeout(timer);
      const client = listener;
      listener = null;
      await client?.end().catch(() => undefined);
    },
  };
  return bus;
}
