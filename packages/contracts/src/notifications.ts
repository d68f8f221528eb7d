import { z } from './zod';
import { idParams } from './ids';
import { PAGE_SIZE } from './limits';
import { pagedSchema, skipLimitQuery } from './pagination';

export const NOTIFICATION_TYPES = [
  'FORUM_REPLY',
  'FORUM_MENTION',
  'THREAD_SUBSCRIPTION',
  'DM_NEW_MESSAGE',
  'REMINDER_DUE',
  'TICKET_SUBMITTED',
  // Beyond SPEC section 5: tells a member how an administrator decided on their SMD code proposal.
  'SMD_SUBMISSION_REVIEWED',
  // Beyond SPEC section 5: a forum badge was earned (content badge_code, badge_name, description).
  'BADGE_AWARDED',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const notificationSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  content: z.record(z.string(), z.unknown()),
  link: z.string().nullable(),
  read_status: z.boolean(),
  created_at: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListSchema = pagedSchema(notificationSchema);
export type NotificationList = z.infer<typeof notificationListSchema>;

export const unreadCountSchema = z.object({ unread_count: z.number().int() });

const queryBoolean = z.enum(['true', 'false']).transform((v) => v === 'true');

export const notificationListQuerySchema = skipLimitQuery(PAGE_SIZE.notifications).extend({
  read_status: queryBoolean.optional(),
});

export const notificationIdParamsSchema = idParams;

/** Sent over /ws/notifications when a notification is created for the signed-in user. */
export const REALTIME_NEW_NOTIFICATION = 'new_notification';
