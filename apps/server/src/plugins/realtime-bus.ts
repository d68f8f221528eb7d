import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { postgresPoolOf, type Database } from '../db/client';
import { createReassembler, decodeFrame, encodeFrames } from './realtime-chunks';

export const REALTIME_CHANNEL = 'eb_realtime';
export const LISTENER_APP_NAME = 'electrobench-realtime';
const RECONNECT_DELAYS_MS = [250, 500, 1000, 2000, 5000];

type Deliver = (userId: number, data: string) => void;

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
  let sending: Promise<void> = Promise.resolve();
  let closed = false;

  // One sender at a time keeps a user's messages in the order they were published; everything
  // queued meanwhile goes in one statement.
  const pump = () => {
    sending = sending.then(async () => {
      if (queue.length === 0) return;
      const frames = queue;
      queue = [];
      try {
        await pool.query('SELECT pg_notify($1, p) FROM unnest($2::text[]) AS p', [REALTIME_CHANNEL, frames]);
      } catch (error) {
        // The rows behind these messages are stored; clients catch up on their next fetch.
        log.warn({ err: error, frames: frames.length }, 'realtime NOTIFY failed; messages dropped');
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
    client.on('notification', (msg) => msg.channel === REALTIME_CHANNEL && onPayload(msg.payload));
    client.on('error', onLost);
    client.on('end', () => onLost());
    try {
      await client.connect();
      await client.query(`LISTEN ${REALTIME_CHANNEL}`);
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
