// Part 1 of bench/realtime: DM send to recipient socket, across two server processes on one
// PostgreSQL database, beside the same through one process. Sends alternate between the two
// routes (recipient's socket on the other instance, or on the sender's) so that background load
// on this shared machine falls on both alike.
import type WebSocket from 'ws';
import type { Child } from './realtime-processes';
import type { Member } from './realtime-members';
import { openAuthed } from './realtime-sockets';

const ARRIVAL_TIMEOUT_MS = 10_000;

type Inbox = { expect: (tag: string) => Promise<number> };

/**
 * A recipient's socket: expect(tag) resolves at the moment both pushes of a DM whose content is
 * `tag` have arrived: the DM_NEW_MESSAGE notification (snippet) and the dm_message event.
 */
function inbox(socket: WebSocket): Inbox {
  const waiting = new Map<string, { seen: number; resolve: (at: number) => void }>();
  socket.on('message', (raw) => {
    const at = performance.now();
    const m = JSON.parse(String(raw)) as {
      type?: string;
      notification?: { type?: string; content?: { message_snippet?: string } };
      message?: { content?: string };
    };
    const tag =
      m.type === 'new_notification' && m.notification?.type === 'DM_NEW_MESSAGE'
        ? m.notification.content?.message_snippet
        : m.type === 'dm_message'
          ? m.message?.content
          : undefined;
    const w = tag === undefined ? undefined : waiting.get(tag);
    if (!w || ++w.seen < 2) return;
    waiting.delete(tag!);
    w.resolve(at);
  });
  return {
    expect: (tag) =>
      new Promise((resolve, reject) => {
        waiting.set(tag, { seen: 0, resolve });
        setTimeout(() => {
          if (waiting.delete(tag))
            reject(new Error(`DM "${tag}" did not arrive within ${ARRIVAL_TIMEOUT_MS} ms`));
        }, ARRIVAL_TIMEOUT_MS).unref();
      }),
  };
}

/**
 * latency: request start to both pushes on the first inbox. hop (cross route only): for the same
 * message, arrival on the recipient's socket on instance 2 minus arrival on their second socket on
 * instance 1: the LISTEN/NOTIFY hop alone, paired so machine load largely cancels out.
 */
export type Sample = { latency: number; answered: number; hop?: number };
export type DmResults = Record<'sequential' | 'concurrent', Record<'cross' | 'same', Sample[]>>;

let counter = 0;

async function sendOne(base: string, sender: Member, recipientId: number, boxes: Inbox[]): Promise<Sample> {
  counter += 1;
  const tag = `bench dm ${counter}`;
  const started = performance.now();
  const arrivals = Promise.all(boxes.map((box) => box.expect(tag)));
  const res = await fetch(`${base}/api/v1/dm/messages`, {
    method: 'POST',
    headers: { authorization: `Bearer ${sender.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ recipient_id: recipientId, content: tag }),
  });
  await res.arrayBuffer();
  if (res.status !== 201) throw new Error(`POST /dm/messages answered ${res.status}`);
  const answered = performance.now() - started;
  const [far, near] = await arrivals;
  return { latency: far! - started, answered, ...(near !== undefined && { hop: far! - near }) };
}

type Lane = { sender: Member; cross: { id: number; boxes: Inbox[] }; same: { id: number; boxes: Inbox[] } };

/** Sends `count` messages on the lane, alternating the two routes; returns samples per route. */
async function drive(base: string, lane: Lane, count: number, into: Record<'cross' | 'same', Sample[]>) {
  for (let i = 0; i < count; i++) {
    const route = i % 2 === 0 ? 'cross' : 'same';
    into[route].push(await sendOne(base, lane.sender, lane[route].id, lane[route].boxes));
  }
}

/**
 * senders send through `one`; cross recipients listen on `two` (and with a second socket on
 * `one`, for the paired hop), same recipients on `one`.
 * `perRoute` messages per route sequentially, then again with `lanes.length` senders at once.
 */
export async function measureDm(
  one: Child,
  two: Child,
  people: { senders: Member[]; cross: Member[]; same: Member[] },
  perRoute: number,
): Promise<DmResults> {
  const sockets: WebSocket[] = [];
  const lanes: Lane[] = [];
  for (let i = 0; i < people.senders.length; i++) {
    const cross = await openAuthed(two.wsUrl, people.cross[i]!.token);
    const crossNear = await openAuthed(one.wsUrl, people.cross[i]!.token);
    const same = await openAuthed(one.wsUrl, people.same[i]!.token);
    sockets.push(cross, crossNear, same);
    lanes.push({
      sender: people.senders[i]!,
      cross: { id: people.cross[i]!.id, boxes: [inbox(cross), inbox(crossNear)] },
      same: { id: people.same[i]!.id, boxes: [inbox(same)] },
    });
  }
  try {
    // Warm-up: first conversations are created here, and both processes' code paths are compiled.
    const discard = { cross: [], same: [] };
    await Promise.all(lanes.map((lane) => drive(one.base, lane, 20, discard)));
    const results: DmResults = {
      sequential: { cross: [], same: [] },
      concurrent: { cross: [], same: [] },
    };
    await drive(one.base, lanes[0]!, perRoute * 2, results.sequential);
    const each = 2 * Math.ceil(perRoute / lanes.length);
    await Promise.all(lanes.map((lane) => drive(one.base, lane, each, results.concurrent)));
    return results;
  } finally {
    for (const s of sockets) s.terminate();
  }
}
