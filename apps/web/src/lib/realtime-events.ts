/**
 * Events from the one notification socket, handed to whichever page cares (an open conversation,
 * the availability dot) without a second socket and without features importing each other.
 */
export interface RealtimeEvent {
  type: string;
  [field: string]: unknown;
}

/**
 * Sent locally when the socket opens again after a drop: listeners may have missed events while it
 * was down. Not sent for the first open, when every listener has just loaded its data anyway (an
 * extra call then could race a page reload and spend the refresh token twice).
 */
export const SOCKET_REOPENED = 'socket_reopened';

type Listener = (event: RealtimeEvent) => void;
const listeners = new Map<string, Set<Listener>>();

export function emitRealtimeEvent(event: RealtimeEvent): void {
  for (const listener of [...(listeners.get(event.type) ?? [])]) {
    try {
      listener(event);
    } catch (error) {
      // One broken listener must not keep the others from hearing the event.
      console.error('realtime listener failed', error);
    }
  }
}

/** Calls `listener` for every event of one of `types`; returns the unsubscribe function. */
export function onRealtimeEvent(types: string | readonly string[], listener: Listener): () => void {
  const list = typeof types === 'string' ? [types] : types;
  for (const type of list) {
    let set = listeners.get(type);
    if (!set) listeners.set(type, (set = new Set()));
    set.add(listener);
  }
  return () => {
    for (const type of list) listeners.get(type)?.delete(listener);
  };
}

/** Whether a parsed socket frame has the shape of an event (an object with a string type). */
export function isRealtimeEvent(value: unknown): value is RealtimeEvent {
  return typeof value === 'object' && value !== null && typeof Reflect.get(value, 'type') === 'string';
}
