import { and, count, desc, eq } from 'drizzle-orm';
import {
  REALTIME_NEW_NOTIFICATION,
  type Notification,
  type NotificationList,
  type NotificationType,
} from '@electrobench/contracts/notifications';
import { toPage } from '@electrobench/contracts/pagination';
import type { AppContext } from '../../app-context';
import type { Database } from '../../db/client';
import { notifications, type NotificationRow } from '../../db/schema/notifications';
import { notFound } from '../../lib/http-errors';
import { ownNotification, ownNotifications } from './policy';
import type { RealtimeHub } from '../../plugins/realtime-hub';

export function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    type: row.type,
    content: row.content,
    link: row.link,
    read_status: row.readStatus,
    created_at: row.createdAt.toISOString(),
  };
}

/** Inserts a notification with `db`, which may be a transaction; nothing is published here. */
export async function storeNotification(
  db: Database,
  now: Date,
  userId: number,
  type: NotificationType,
  content: Record<string, unknown>,
  link: string | null,
): Promise<Notification> {
  const [row] = await db
    .insert(notifications)
    .values({ userId, type, content, link, createdAt: now })
    .returning();
  if (!row) throw new Error('notification insert returned nothing');
  return toNotification(row);
}

/**
 * Stores one notification for each of many members in a single INSERT (a ticket reaches every
 * admin): one row at a time cost seconds inside the transaction with thousands of recipients.
 */
export async function storeNotifications(
  db: Database,
  now: Date,
  userIds: number[],
  type: NotificationType,
  content: Record<string, unknown>,
  link: string | null,
): Promise<{ userId: number; notification: Notification }[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .insert(notifications)
    .values(userIds.map((userId) => ({ userId, type, content, link, createdAt: now })))
    .returning();
  return rows.map((row) => ({ userId: row.userId, notification: toNotification(row) }));
}

/** The socket message announcing a stored notification (send it after the commit). */
export const newNotificationMessage = (notification: Notification) => ({
  type: REALTIME_NEW_NOTIFICATION,
  notification,
});

/** Stores a notification and pushes it to the user's open sockets (the bell updates at once). */
export async function notify(
  ctx: AppContext,
  realtime: RealtimeHub,
  userId: number,
  type: NotificationType,
  content: Record<string, unknown>,
  link: string | null,
): Promise<Notification> {
  const notification = await storeNotification(ctx.db, ctx.clock.now(), userId, type, content, link);
  realtime.publish(userId, newNotificationMessage(notification));
  return notification;
}

export async function unreadCount(ctx: AppContext, userId: number): Promise<number> {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(notifications)
    .where(and(ownNotifications(userId), eq(notifications.readStatus, false)));
  return row?.n ?? 0;
}

export async function listNotifications(
  ctx: AppContext,
  userId: number,
  query: { skip: number; limit: number; read_status?: boolean | undefined },
): Promise<NotificationList> {
  const where =
    query.read_status === undefined
      ? ownNotifications(userId)
      : and(ownNotifications(userId), eq(notifications.readStatus, query.read_status));
  const [total] = await ctx.db.select({ n: count() }).from(notifications).where(where);
  const rows = await ctx.db
    .select()
    .from(notifications)
    .where(where)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .offset(query.skip)
    .limit(query.limit);
  return toPage(rows.map(toNotification), total?.n ?? 0, query);
}

const NOT_FOUND = 'Notification not found.';

/** Another user's notification answers exactly like a missing one. */
export async function markRead(ctx: AppContext, userId: number, id: number): Promise<Notification> {
  const [row] = await ctx.db
    .update(notifications)
    .set({ readStatus: true })
    .where(ownNotification(userId, id))
    .returning();
  if (!row) throw notFound(NOT_FOUND);
  return toNotification(row);
}

export async function deleteNotification(ctx: AppContext, userId: number, id: number): Promise<void> {
  const rows = await ctx.db
    .delete(notifications)
    .where(ownNotification(userId, id))
    .returning({ id: notifications.id });
  if (rows.length === 0) throw notFound(NOT_FOUND);
}

export async function clearAll(ctx: AppContext, userId: number): Promise<number> {
  const rows = await ctx.db
    .delete(notifications)
    .where(ownNotifications(userId))
    .returning({ id: notifications.id });
  return rows.length;
}
