import { SOCKET_RECONNECT } from '@electrobench/contracts/limits';

export const SOCKET_ERROR_TEXT = 'WebSocket connection error. Attempting to reconnect...';
export const SOCKET_GAVE_UP_TEXT = `Failed to connect to notifications service after ${SOCKET_RECONNECT.attempts} attempts.`;
export const SOCKET_URL_ERROR_TEXT = 'Internal error: the notifications socket address could not be built.';

export type SocketStatus = 'connecting' | 'open' | 'closed';

/** The part of the browser WebSocket used here, so tests can pass a fake. */
export interface SocketLike {
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  send(data: string): void;
  close(code?: number): void;
}

export interface SocketOptions {
  url: string;
  getToken: () => string | null;
  isLoggedIn: () => boolean;
  onStatus: (status: SocketStatus) => void;
  onNotification: (notification: unknown) => void;
  /** Every other event with a string type (dm_message, availability_status_changed, ...). */
  onEvent?: (event: { type: string; [field: string]: unknown }) => void;
  onError: (message: string) => void;
  createSocket?: (url: string) => SocketLike;
}

/** SPEC section 4: never after logout, a policy refusal (1008) or a normal close (1000). */
export function mayReconnect(code: number, loggedIn: boolean): boolean {
  return loggedIn && code !== 1008 && code !== 1000;
}

/** ws:// or wss:// on the page's own host; null when the page address cannot give one. */
export function socketUrl(location: Pick<Location, 'protocol' | 'host'>): string | null {
  if (!location.host || !/^https?:$/.test(location.protocol)) return null;
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws/notifications`;
}

/** Opens the notifications socket and keeps it open by the reconnect rules; close() stops it for good. */
export function connectNotificationSocket(options: SocketOptions): { close: () => void } {
  const create = options.createSocket ?? ((url: string) => new WebSocket(url));
  let socket: SocketLike | null = null;
  let attempts = 0;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const open = () => {
    options.onStatus('connecting');
    const current = create(options.url);
    socket = current;
    current.onopen = () => {
      attempts = 0;
      options.onStatus('open');
      current.send(JSON.stringify({ type: 'auth', token: options.getToken() }));
    };
    current.onmessage = (event) => {
      let data: unknown;
      try {
        data = JSON.parse(String(event.data));
      } catch {
        return;
      }
      if (typeof data !== 'object' || data === null || !('type' in data)) return;
      if (data.type === 'new_notification') {
        options.onNotification('notification' in data ? data.notification : undefined);
      } else if (typeof data.type === 'string') {
        options.onEvent?.({ ...data, type: data.type });
      }
    };
    current.onerror = () => {
      if (!stopped) options.onError(SOCKET_ERROR_TEXT);
    };
    current.onclose = (event) => {
      options.onStatus('closed');
      if (stopped || !mayReconnect(event.code, options.isLoggedIn())) return;
      if (attempts >= SOCKET_RECONNECT.attempts) {
        options.onError(SOCKET_GAVE_UP_TEXT);
        return;
      }
      attempts += 1;
      timer = setTimeout(open, SOCKET_RECONNECT.delayMs);
    };
  };
  open();
  return {
    close: () => {
      stopped = true;
      clearTimeout(timer);
      socket?.close(1000);
    },
  };
}
