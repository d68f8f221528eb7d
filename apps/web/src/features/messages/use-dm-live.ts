import { dmMessageSchema } from '@electrobench/contracts/dm';
import {
  REALTIME_DM_MESSAGE,
  REALTIME_DM_MESSAGE_UPDATED,
  REALTIME_DM_READ,
} from '@electrobench/contracts/dm-events';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onRealtimeEvent, SOCKET_REOPENED } from '../../lib/realtime-events';
import { applyMessage, dmKeys } from './api';

/**
 * While a messages page is open, the notification socket's DM events update it in place: new and
 * changed messages go into their thread, and the conversation list re-sorts and recounts.
 */
export function useDmLive(): void {
  const client = useQueryClient();
  useEffect(
    () =>
      onRealtimeEvent(
        [REALTIME_DM_MESSAGE, REALTIME_DM_MESSAGE_UPDATED, REALTIME_DM_READ, SOCKET_REOPENED],
        (event) => {
          if (event.type === SOCKET_REOPENED) {
            // Events sent while the socket was down are not replayed.
            void client.invalidateQueries({ queryKey: dmKeys.all });
            return;
          }
          if (event.type === REALTIME_DM_READ) {
            void client.invalidateQueries({ queryKey: dmKeys.conversations });
            return;
          }
          const message = dmMessageSchema.safeParse(event.message);
          if (message.success) applyMessage(client, message.data);
        },
      ),
    [client],
  );
}
