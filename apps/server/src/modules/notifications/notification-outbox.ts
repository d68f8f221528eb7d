import {
  REALTIME_NEW_NOTIFICATION,
  type Notification,
  type NotificationType,
} from '@electrobench/contracts/notifications';
import type { Database } from '../../db/client';
import { notifications } from '../../db/schema/notifications';
import type { RealtimeHub } from '../../plugins/realtime-hub';
import { toNotification } from './notification-service';

/** Socket messages collected inside a transaction and sent only once it has committed. */
export type Outbox = { userId: number; message: object }[];

/**
 * Stores a notification inside the caller's transaction and queues its socket push. `extra` goes
 * only into the pushed copy (the realtime variant of DM_NEW_MESSAGE also carries sender_id).
 */
export async function queueNotification(
  db: Database,
  outbox: Outbox,
  n: {
    userId: number;
    type: NotificationType;
    content: Record<string, unknown>;
    link: string | null;
    now: Date;
    extra?: Record<string, unknown>;
  },
): Promise<Notification> {
  const [row] = await db
    .insert(notifications)
    .values({ userId: n.userId, type: n.type, content: n.content, link: n.link, createdAt: n.now })
    .returning();
  if (!row) throw new Error('notification insert returned nothing');
  const notification = toNotification(row);
  outbox.push({
    userId: n.userId,
    message: {
      type: REALTIME_NEW_NOTIFICATION,
      notification: { ...notification, content: { ...notification.content, ...n.extra } },
    },
  });
  return notification;
}

/** Call after the transaction resolved: a rolled-back change must never reach a socket. */
export function publishAll(realtime: RealtimeHub, outbox: Outbox): void {
  for (const { userId, message } of outbox) realtime.publish(userId, message);
}
