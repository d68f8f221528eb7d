import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  connectNotificationSocket,
  mayReconnect,
  socketUrl,
  type SocketLike,
  type SocketOptions,
} from './notification-socket';

class FakeSocket implements SocketLike {
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onerror: SocketLike['onerror'] = null;
  onclose: SocketLike['onclose'] = null;
  sent: string[] = [];
  send(data: string) {
    this.sent.push(data);
  }
  close() {}
  open() {
    this.onopen?.(new Event('open'));
  }
  fail(code = 1006) {
    this.onerror?.(new Event('error'));
    this.onclose?.(new CloseEvent('close', { code }));
  }
}

let sockets: FakeSocket[];
let errors: string[];
let statuses: string[];
let loggedIn: boolean;

function start(overrides: Partial<SocketOptions> = {}) {
  return connectNotificationSocket({
    url: 'ws://x/ws/notifications',
    getToken: () => 'tok',
    isLoggedIn: () => loggedIn,
    onStatus: (s) => statuses.push(s),
    onNotification: () => undefined,
    onError: (m) => errors.push(m),
    createSocket: () => {
      const s = new FakeSocket();
      sockets.push(s);
      return s;
    },
    ...overrides,
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  sockets = [];
  errors = [];
  statuses = [];
  loggedIn = true;
});
afterEach(() => vi.useRealTimers());

describe('notification socket', () => {
  it('sends the auth message first once open', () => {
    start();
    sockets[0]?.open();
    expect(statuses).toEqual(['connecting', 'open']);
    expect(sockets[0]?.sent).toEqual([JSON.stringify({ type: 'auth', token: 'tok' })]);
  });

  it('passes on new notifications only', () => {
    const got: unknown[] = [];
    start({ onNotification: (n) => got.push(n) });
    const s = sockets[0];
    s?.onmessage?.(new MessageEvent('message', { data: JSON.stringify({ type: 'auth_ok' }) }));
    s?.onmessage?.(new MessageEvent('message', { data: 'not json' }));
    s?.onmessage?.(
      new MessageEvent('message', {
        data: JSON.stringify({ type: 'new_notification', notification: { id: 3 } }),
      }),
    );
    expect(got).toEqual([{ id: 3 }]);
  });

  it('hands every other typed event to onEvent (direct messages, availability)', () => {
    const events: unknown[] = [];
    const notes: unknown[] = [];
    start({ onEvent: (e) => events.push(e), onNotification: (n) => notes.push(n) });
    const s = sockets[0];
    const message = { id: 9, conversation_id: 4, content: 'hi' };
    s?.onmessage?.(
      new MessageEvent('message', {
        data: JSON.stringify({ type: 'dm_message', conversation_id: 4, message }),
      }),
    );
    s?.onmessage?.(
      new MessageEvent('message', {
        data: JSON.stringify({ type: 'availability_status_changed', status: 'busy' }),
      }),
    );
    s?.onmessage?.(new MessageEvent('message', { data: JSON.stringify({ type: 7 }) }));
    s?.onmessage?.(
      new MessageEvent('message', { data: JSON.stringify({ type: 'new_notification', notification: {} }) }),
    );
    expect(events).toEqual([
      { type: 'dm_message', conversation_id: 4, message },
      { type: 'availability_status_changed', status: 'busy' },
    ]);
    expect(notes).toHaveLength(1);
  });

  it('reconnects 5 s apart, at most 5 times, then gives up with the spec text', () => {
    start();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      sockets.at(-1)?.fail();
      expect(errors.at(-1)).toBe('WebSocket connection error. Attempting to reconnect...');
      vi.advanceTimersByTime(4999);
      expect(sockets).toHaveLength(attempt);
      vi.advanceTimersByTime(1);
      expect(sockets).toHaveLength(attempt + 1);
    }
    sockets.at(-1)?.fail();
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(6);
    expect(errors.at(-1)).toBe('Failed to connect to notifications service after 5 attempts.');
  });

  it('starts counting again after a successful open', () => {
    start();
    for (let i = 0; i < 4; i += 1) {
      sockets.at(-1)?.fail();
      vi.advanceTimersByTime(5000);
    }
    sockets.at(-1)?.open();
    sockets.at(-1)?.fail();
    vi.advanceTimersByTime(5000);
    expect(sockets).toHaveLength(6);
  });

  it('does not reconnect after 1008, 1000, logout or close()', () => {
    expect(mayReconnect(1008, true)).toBe(false);
    expect(mayReconnect(1000, true)).toBe(false);
    expect(mayReconnect(1006, false)).toBe(false);
    expect(mayReconnect(1006, true)).toBe(true);
    start();
    sockets[0]?.fail(1008);
    vi.advanceTimersByTime(10_000);
    expect(sockets).toHaveLength(1);
    const handle = start();
    handle.close();
    sockets[1]?.fail(1006);
    vi.advanceTimersByTime(10_000);
    expect(sockets).toHaveLength(2);
  });

  it('builds ws and wss addresses from the page address', () => {
    expect(socketUrl({ protocol: 'https:', host: 'eb.example' })).toBe('wss://eb.example/ws/notifications');
    expect(socketUrl({ protocol: 'http:', host: 'localhost:5173' })).toBe(
      'ws://localhost:5173/ws/notifications',
    );
    expect(socketUrl({ protocol: 'file:', host: '' })).toBeNull();
  });
});
