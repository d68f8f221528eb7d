export interface OfflineSnapshot {
  online: boolean;
  /** A new version's service worker is installed and waits for the visitor to reload. */
  updateWaiting: boolean;
}

export interface OfflineState {
  get: () => OfflineSnapshot;
  set: (change: Partial<OfflineSnapshot>) => void;
  subscribe: (listener: () => void) => () => void;
}

/** The connection and update status the notices show, following the window's online events. */
export function createOfflineState(target: Pick<Window, 'addEventListener' | 'navigator'>): OfflineState {
  let snapshot: OfflineSnapshot = { online: target.navigator.onLine, updateWaiting: false };
  const listeners = new Set<() => void>();
  const set = (change: Partial<OfflineSnapshot>) => {
    snapshot = { ...snapshot, ...change };
    for (const listener of listeners) listener();
  };
  target.addEventListener('online', () => set({ online: true }));
  target.addEventListener('offline', () => set({ online: false }));
  return {
    get: () => snapshot,
    set,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
