import { describe, expect, it } from 'vitest';
import { MAX_FRAME_BYTES, createReassembler, decodeFrame, encodeFrames } from './realtime-chunks';

const bytes = (s: string) => Buffer.byteLength(s, 'utf8');

describe('realtime frames for NOTIFY', () => {
  it('sends a small message as one frame that decodes to the same JSON', () => {
    const data = JSON.stringify({ type: 'new_notification', notification: { id: 7, title: 'Ω résumé' } });
    const frames = encodeFrames('abc123', 1, 42, data);
    expect(frames).toHaveLength(1);
    const frame = decodeFrame(frames[0]!);
    expect(frame).toMatchObject({ origin: 'abc123', messageId: 1, index: 0, count: 1, userId: 42 });
    expect(JSON.parse(createReassembler()(frame!, 0)!.data)).toEqual(JSON.parse(data));
  });

  it('splits a 50 kB message with multi-byte text into frames under the 8000-byte limit and rebuilds it in any order', () => {
    const text = 'Ünïcödé 🔧 '.repeat(4000);
    const data = JSON.stringify({ type: 'x', text });
    const frames = encodeFrames('o1', 9, 3, data);
    expect(frames.length).toBeGreaterThan(5);
    for (const f of frames) expect(bytes(f)).toBeLessThanOrEqual(MAX_FRAME_BYTES);
    const join = createReassembler();
    const shuffled = [...frames].reverse();
    const results = shuffled.map((f) => join(decodeFrame(f)!, 0));
    expect(results.slice(0, -1).every((r) => r === null)).toBe(true);
    const whole = results.at(-1)!;
    expect(whole.userId).toBe(3);
    expect(JSON.parse(whole.data)).toEqual({ type: 'x', text });
  });

  it('ignores payloads that are not frames and forgets partial messages that never complete', () => {
    expect(decodeFrame('hello')).toBeNull();
    const join = createReassembler(1000);
    const [first] = encodeFrames('o2', 1, 5, JSON.stringify({ t: 'y'.repeat(20_000) }));
    expect(join(decodeFrame(first!)!, 0)).toBeNull();
    // A later frame of another message sweeps the stale partial; the old message never completes.
    const rest = encodeFrames('o2', 1, 5, JSON.stringify({ t: 'y'.repeat(20_000) })).slice(1);
    join(decodeFrame(encodeFrames('o3', 1, 5, JSON.stringify({ t: 'z'.repeat(20_000) }))[0]!)!, 5000);
    expect(rest.map((f) => join(decodeFrame(f)!, 5001)).every((r) => r === null)).toBe(true);
  });
});
