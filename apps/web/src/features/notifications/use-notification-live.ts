import { REALTIME_DM_READ } from '@electrobench/contracts/dm-events';
import { useEffect, useRef, useState } from 'react';
import { useAuth } from '../../lib/auth/use-auth';
import { readAvailability } from '../../lib/availability';
import { emitRealtimeEvent, SOCKET_REOPENED } from '../../lib/realtime-events';
import { getAccessToken } from '../../lib/token-storage';
import { useUnreadCount, type UnreadCount } from './use-unread-count';

export interface NotificationLive extends UnreadCount {
  /** Grows by one for every realtime notification, so an open drawer knows to refetch. */
  received: number;
  socketError: string | null;
}

/**
 * The realtime side of notifications for the navigation bar: the socket (its code loads after the
 * page, never in the first download), sounds by the user's settings, and the unread count, which is
 * polled only while the socket is not open.
 */
export function useNotificationLive(signedIn: boolean): NotificationLive {
  const { user } = useAuth();
  const [open, setOpen] = useState(false);
  const [received, setReceived] = useState(0);
  const [socketError, setSocketError] = useState<string | null>(null);
  const unread = useUnreadCount(signedIn, !open);
  const latest = useRef({ user, refresh: unread.refresh, signedIn });
  useEffect(() => {
    latest.current = { user, refresh: unread.refresh, signedIn };
  });

  useEffect(() => {
    if (!signedIn) return;
    let active = true;
    let handle: { close: () => void } | null = null;
    void import('./notification-socket').then((socket) => {
      if (!active) return;
      const url = socket.socketUrl(window.location);
      if (!url) {
        setSocketError(socket.SOCKET_URL_ERROR_TEXT);
        return;
      }
      let openedBefore = false;
      handle = socket.connectNotificationSocket({
        url,
        getToken: getAccessToken,
        isLoggedIn: () => active && latest.current.signedIn,
        onStatus: (status) => {
          setOpen(status === 'open');
          if (status === 'open') {
            setSocketError(null);
            if (openedBefore) emitRealtimeEvent({ type: SOCKET_REOPENED });
            openedBefore = true;
          }
        },
        onError: setSocketError,
        // Conversations and the availability dot listen through lib/realtime-events.
        onEvent: (event) => {
          // Reading a conversation also marks its DM_NEW_MESSAGE notifications read (in any tab).
          if (event.type === REALTIME_DM_READ) latest.current.refresh();
          emitRealtimeEvent(event);
        },
        onNotification: (notification) => {
          setReceived((n) => n + 1);
          latest.current.refresh();
          const type =
            typeof notification === 'object' && notification ? Reflect.get(notification, 'type') : null;
          void import('../../lib/notification-sound').then((sound) => {
            const kind = sound.soundFor(type, latest.current.user, readAvailability());
            if (kind) void sound.playNotificationSound(kind);
          });
          void Promise.all([import('./realtime-toast'), import('../../ui/toast/toast')]).then(
            ([made, ui]) => {
              const input = made.realtimeToast(notification);
              if (input) ui.toast(input);
            },
          );
        },
      });
    });
    return () => {
      active = false;
      handle?.close();
      setOpen(false);
    };
  }, [signedIn]);

  return { ...unread, received, socketError: signedIn ? socketError : null };
}
