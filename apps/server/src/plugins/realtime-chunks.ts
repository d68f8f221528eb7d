/**
 * NOTIFY payloads are capped at 8000 bytes. A realtime message is small in practice (a
 * notification row), but nothing stops a caller from sending a long forum excerpt, so a message is
 * split into frames that each fit and reassembled on the listening side. No table, no cleanup job:
 * all frames of one publish are sent in one statement, so PostgreSQL delivers them together.
 *
 * Frame: `<origin>:<message id>:<index>:<count>:<user id>:<part>`. The JSON is first made pure
 * ASCII (non-ASCII characters as \uXXXX escapes, still valid JSON), so characters equal bytes and
 * a cut can never split a multi-byte character.
 */
export const MAX_FRAME_BYTES = 7900;

export type Frame = {
  origin: string;
  messageId: number;
  index: number;
  count: number;
  userId: number;
  part: string;
};

export function asciiJson(data: string): string {
  return data.replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

export function encodeFrames(origin: string, messageId: number, userId: number, data: string): string[] {
  const ascii = asciiJson(data);
  const head = (index: number, count: number) => `${origin}:${messageId}:${index}:${count}:${userId}:`;
  // The header never exceeds ~60 characters (ids are short), so reserve that much per frame.
  const room = MAX_FRAME_BYTES - head(999_999, 999_999).length - 24;
  const count = Math.max(1, Math.ceil(ascii.length / room));
  const frames: string[] = [];
  for (let i = 0; i < count; i++) frames.push(head(i, count) + ascii.slice(i * room, (i + 1) * room));
  return frames;
}

export function decodeFrame(payload: string): Frame | null {
  const match = /^([A-Za-z0-9_-]+):(\d+):(\d+):(\d+):(\d+):/.exec(payload);
  if (!match) return null;
  const [head, origin, messageId, index, count, userId] = match;
  return {
    origin: origin!,
    messageId: Number(messageId),
    index: Number(index),
    count: Number(count),
    userId: Number(userId),
    part: payload.slice(head.length),
  };
}

/** Collects frames per (origin, message id) and hands back whole messages; drops stale partials. */
export function createReassembler(maxAgeMs = 30_000) {
  const partial = new Map<string, { parts: string[]; got: number; at: number }>();
  return (frame: Frame, nowMs: number): { userId: number; data: string } | null => {
    if (frame.count === 1) return { userId: frame.userId, data: frame.part };
    for (const [key, entry] of partial) if (nowMs - entry.at > maxAgeMs) partial.delete(key);
    const key = `${frame.origin}:${frame.messageId}`;
    const entry = partial.get(key) ?? { parts: new Array<string>(frame.count), got: 0, at: nowMs };
    if (entry.parts[frame.index] === undefined) entry.got += 1;
    entry.parts[frame.index] = frame.part;
    partial.set(key, entry);
    if (entry.got < frame.count) return null;
    partial.delete(key);
    return { userId: frame.userId, data: entry.parts.join('') };
  };
}
