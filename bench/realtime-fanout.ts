// Part 2 of bench/realtime: many authenticated sockets on one process, its memory growth, and one
// event delivered to every socket. On the server the event is the product's own: a guest submits
// a ticket and every administrator gets TICKET_SUBMITTED, so all members are made administrators.
// On the raw `ws` baseline, POST /broadcast sends the same-sized message to every socket.
import { randomBytes } from 'node:crypto';
import { insertMembersPglite, insertMembersPostgres, type Member } from './realtime-members';
import {
  scratchDatabase,
  startBareWs,
  startServerProcess,
  type Child,
  type Memory,
} from './realtime-processes';
import type WebSocket from 'ws';
import { closeAll, openMany, receiptsOnAll } from './realtime-sockets';

const WARM_SOCKETS = 50;
const DELIVERY_TIMEOUT_MS = 60_000;

export type FanoutResult = {
  sockets: number;
  openSeconds: number;
  before: Memory;
  after: Memory;
  rounds: Round[];
};

/** From sending the trigger request: its answer, the first and the last socket's receipt (ms). */
export type Round = { answered: number; first: number; median: number; last: number };

type Target = {
  child: Child;
  tokens: string[];
  trigger: (title: string) => Promise<Response>;
  cleanup: () => Promise<void>;
};

async function bareTarget(count: number): Promise<Target> {
  const child = await startBareWs();
  return {
    child,
    tokens: Array.from({ length: count + WARM_SOCKETS }, (_, i) => `baseline-${i}`),
    trigger: (title) =>
      fetch(`${child.base}/broadcast?title=${encodeURIComponent(title)}`, { method: 'POST' }),
    cleanup: async () => undefined,
  };
}

async function serverTarget(kind: 'pglite' | 'postgres', count: number): Promise<Target> {
  const db = await scratchDatabase(kind);
  const secret = randomBytes(36).toString('base64url');
  const env = { ...db.env, JWT_SECRET: secret };
  // First start migrates and seeds; members are then inserted with the server stopped (PGlite
  // allows one process), and the measured process starts fresh.
  let child: Child;
  let members: Member[];
  try {
    await (await startServerProcess(env, kind)).stop();
    members = db.url
      ? await insertMembersPostgres(db.url, 'rtfan', count + WARM_SOCKETS, true, secret)
      : await insertMembersPglite(db.dataDir, 'rtfan', count + WARM_SOCKETS, true, secret);
    child = await startServerProcess(env, kind);
  } catch (error) {
    await db.drop();
    throw error;
  }
  return {
    child,
    tokens: members.map((m) => m.token),
    trigger: (title) =>
      fetch(`${child.base}/api/v1/tickets/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          title,
          description: 'One event for every administrator, timed by bench/realtime.',
          email: 'guest@example.test',
        }),
      }),
    cleanup: () => db.drop(),
  };
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The second of two readings 2 s apart: V8 and the allocator give memory back over a few GCs. */
async function steadyMemory(child: Child): Promise<Memory> {
  await child.memory();
  await pause(2000);
  return child.memory();
}

/** Sends one event to everybody and times its receipt on every socket. */
async function oneEvent(sockets: WebSocket[], target: Target, title: string): Promise<Round> {
  const receipts = receiptsOnAll(
    sockets,
    (m) => {
      const n = m.notification as { type?: string; content?: { title?: string } } | undefined;
      return m.type === 'new_notification' && n?.type === 'TICKET_SUBMITTED' && n.content?.title === title;
    },
    DELIVERY_TIMEOUT_MS,
  );
  const started = performance.now();
  const res = await target.trigger(title);
  await res.arrayBuffer();
  if (res.status !== 201) throw new Error(`trigger answered ${res.status}`);
  const answered = performance.now() - started;
  const times = (await receipts).map((t) => t - started).sort((a, b) => a - b);
  return {
    answered,
    first: times[0]!,
    median: times[Math.floor(times.length / 2)]!,
    last: times[times.length - 1]!,
  };
}

export async function measureFanout(
  kind: 'bare' | 'pglite' | 'postgres',
  count: number,
  roundCount: number,
): Promise<FanoutResult> {
  const target = kind === 'bare' ? await bareTarget(count) : await serverTarget(kind, count);
  const { child } = target;
  let sockets: WebSocket[] = [];
  try {
    // A few sockets first, so the auth path is compiled and pools are open before the "before".
    closeAll(await openMany(child.wsUrl, target.tokens.slice(count, count + WARM_SOCKETS), 10));
    await pause(1000);
    const before = await steadyMemory(child);
    const opening = performance.now();
    sockets = await openMany(child.wsUrl, target.tokens.slice(0, count));
    const openSeconds = (performance.now() - opening) / 1000;
    await pause(1000);
    const after = await steadyMemory(child);

    const rounds: Round[] = [];
    for (let round = 1; round <= roundCount; round++) {
      rounds.push(await oneEvent(sockets, target, `Benchmark broadcast ${round}`));
      await pause(1000);
    }
    return { sockets: count, openSeconds, before, after, rounds };
  } finally {
    closeAll(sockets);
    await child.stop();
    await target.cleanup();
  }
}
