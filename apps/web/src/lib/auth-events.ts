/**
 * Why the session ended without the user asking: the refresh cookie was refused ('expired') or the
 * server saw a rotated refresh token again ('reused', treated as theft: log out at once).
 */
export type AuthLostReason = 'expired' | 'reused';

type Listener = (reason: AuthLostReason) => void;
const listeners = new Set<Listener>();

export function onAuthLost(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function emitAuthLost(reason: AuthLostReason): void {
  for (const listener of listeners) listener(reason);
}

const sessionListeners = new Set<() => void>();

/** Someone signed in or out: data cached for the previous person must go. */
export function onSessionChange(listener: () => void): () => void {
  sessionListeners.add(listener);
  return () => {
    sessionListeners.delete(listener);
  };
}

export function emitSessionChange(): void {
  for (const listener of sessionListeners) listener();
}
