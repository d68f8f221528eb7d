import { POLL_INTERVAL_MS } from '@electrobench/contracts/limits';
import { useCallback, useEffect, useRef, useState } from 'react';
import { apiRequest } from '../../lib/api-client';
import { ApiError, errorMessage } from '../../lib/api-error';

async function fetchUnreadCount(): Promise<number> {
  try {
    const body = await apiRequest<{ unread_count: number }>('/users/me/notifications/count');
    return body.unread_count;
  } catch (error) {
    // A server without the notifications module answers 404: there is simply nothing unread.
    if (error instanceof ApiError && error.status === 404) return 0;
    throw error;
  }
}

/** The text shown for a failed count (SPEC section 8); null when it should stay silent (401). */
export function unreadCountErrorText(error: unknown): string | null {
  if (!(error instanceof ApiError)) return errorMessage(error);
  if (error.status === 401) return null;
  if (error.status === 429) return 'Rate limit exceeded. Notification count may be outdated.';
  return `Error ${error.status}: ${error.message}`;
}

export interface UnreadCount {
  count: number;
  errorText: string | null;
  /** Fetches the count again now (after a realtime event, a read or a clear). */
  refresh: () => void;
}

/**
 * The unread notification count of the signed-in user: fetched once on sign-in, then polled every
 * 300000 ms only while `poll` is true (the realtime socket is down). It lives in the navigation bar
 * of every page, so it uses a plain interval rather than the query library.
 */
export function useUnreadCount(enabled: boolean, poll = true): UnreadCount {
  const [state, setState] = useState({ count: 0, errorText: null as string | null });
  const generation = useRef(0);
  const refresh = useCallback(() => {
    const mine = generation.current;
    fetchUnreadCount().then(
      (count) => mine === generation.current && setState({ count, errorText: null }),
      (error: unknown) =>
        mine === generation.current &&
        setState((current) => ({ ...current, errorText: unreadCountErrorText(error) })),
    );
  }, []);
  useEffect(() => {
    if (!enabled) return;
    refresh();
    return () => {
      generation.current += 1;
    };
  }, [enabled, refresh]);
  useEffect(() => {
    if (!enabled || !poll) return;
    const timer = setInterval(refresh, POLL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [enabled, poll, refresh]);
  return enabled ? { ...state, refresh } : { count: 0, errorText: null, refresh };
}
