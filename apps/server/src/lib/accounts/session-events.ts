type Listener = (userId: number) => void;

/**
 * Told after a transaction that revoked sessions has committed (logout, password change or reset,
 * account deletion, refresh-token reuse), so that whatever holds a session open outside HTTP
 * (the realtime sockets) can drop the ones that ended. Listeners read the database themselves:
 * the event only says whose sessions to look at again.
 */
export type SessionEvents = {
  ended: (userId: number) => void;
  onEnded: (listener: Listener) => void;
};

export function createSessionEvents(): SessionEvents {
  const listeners: Listener[] = [];
  return {
    ended: (userId) => {
      for (const listener of listeners) listener(userId);
    },
    onEnded: (listener) => void listeners.push(listener),
  };
}
