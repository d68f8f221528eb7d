import { useEffect, useRef } from 'react';
import { useMarkRead } from './api';

/**
 * Marks the open conversation read when it opens and whenever the other member's newest message
 * changes, but only while the tab is visible: a message that arrives in a background tab stays
 * unread until the member looks. Not before the conversation is known to be theirs (`enabled`).
 */
export function useMarkReadWhileOpen(
  conversationId: number,
  newestIncomingId: number | undefined,
  enabled: boolean,
): void {
  const { mutate } = useMarkRead();
  const marked = useRef<string | null>(null);
  const key = `${conversationId}:${newestIncomingId ?? 0}`;
  useEffect(() => {
    const tryMark = () => {
      if (!enabled || document.visibilityState !== 'visible' || marked.current === key) return;
      marked.current = key;
      mutate(conversationId);
    };
    tryMark();
    document.addEventListener('visibilitychange', tryMark);
    return () => document.removeEventListener('visibilitychange', tryMark);
  }, [key, conversationId, mutate, enabled]);
}
