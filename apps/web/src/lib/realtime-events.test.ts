import { describe, expect, it, vi } from 'vitest';
import { emitRealtimeEvent, isRealtimeEvent, onRealtimeEvent } from './realtime-events';

describe('realtime events', () => {
  it('reach the listeners of their type until they unsubscribe', () => {
    const heard: string[] = [];
    const off = onRealtimeEvent(['dm_message', 'dm_message_updated'], (e) => heard.push(e.type));
    emitRealtimeEvent({ type: 'dm_message' });
    emitRealtimeEvent({ type: 'availability_status_changed' });
    emitRealtimeEvent({ type: 'dm_message_updated' });
    off();
    emitRealtimeEvent({ type: 'dm_message' });
    expect(heard).toEqual(['dm_message', 'dm_message_updated']);
  });

  it('keep delivering to other listeners when one throws', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const second = vi.fn();
    const offA = onRealtimeEvent('x', () => {
      throw new Error('boom');
    });
    const offB = onRealtimeEvent('x', second);
    emitRealtimeEvent({ type: 'x' });
    expect(second).toHaveBeenCalledOnce();
    offA();
    offB();
    error.mockRestore();
  });

  it('recognise only objects with a string type', () => {
    expect(isRealtimeEvent({ type: 'dm_message' })).toBe(true);
    expect(isRealtimeEvent({ type: 3 })).toBe(false);
    expect(isRealtimeEvent('dm_message')).toBe(false);
    expect(isRealtimeEvent(null)).toBe(false);
  });
});
