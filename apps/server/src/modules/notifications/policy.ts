import { and, eq, type SQL } from 'drizzle-orm';
import { notifications } from '../../db/schema/notifications';

/**
 * A member lists, reads, marks and clears only their own notifications. These are the row scopes
 * every query adds, so another member's notification answers exactly like a missing one (404).
 */
export const ownNotifications = (userId: number): SQL => eq(notifications.userId, userId);

export const ownNotification = (userId: number, id: number): SQL =>
  and(eq(notifications.id, id), ownNotifications(userId)) as SQL;
