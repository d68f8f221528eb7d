import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useUnreadCount } from './use-unread-count';

let requests = 0;

beforeEach(() => {
  vi.useFakeTimers();
  requests = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(() => {
      requests += 1;
      return Promise.resolve(new Response(JSON.stringify({ unread_count: 120 }), { status: 200 }));
    }),
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const flush = () => act(() => vi.advanceTimersByTimeAsync(0));

describe('unread count polling', () => {
  it('fetches once on sign-in and polls every 300000 ms only while the socket is down', async () => {
    const { result, rerender } = renderHook(({ poll }) => useUnreadCount(true, poll), {
      initialProps: { poll: false },
    });
    await flush();
    expect(result.current.count).toBe(120);
    expect(requests).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(600_000));
    expect(requests).toBe(1);
    rerender({ poll: true });
    await act(() => vi.advanceTimersByTimeAsync(299_999));
    expect(requests).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(requests).toBe(2);
  });

  it('asks nothing while signed out', async () => {
    const { result } = renderHook(() => useUnreadCount(false, true));
    await act(() => vi.advanceTimersByTimeAsync(900_000));
    expect(requests).toBe(0);
    expect(result.current.count).toBe(0);
  });
});
