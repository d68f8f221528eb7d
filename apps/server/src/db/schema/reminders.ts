import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

export const reminders = pgTable(
  'reminders',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    isCompleted: boolean('is_completed').notNull().default(false),
    sendEmail: boolean('send_email').notNull().default(false),
    emailSentAt: timestamp('email_sent_at', { withTimezone: true }),
    notificationSentAt: timestamp('notification_sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The member's list: open ones first by due time (show_completed=false filters on the prefix).
    index('reminders_user_due_idx').on(t.userId, t.isCompleted, t.dueAt, t.id),
    // The scheduler's poll, every second on every instance: only armed reminders are in it.
    index('reminders_armed_due_idx')
      .on(t.dueAt)
      .where(sql`${t.notificationSentAt} IS NULL AND ${t.isCompleted} = false`),
    // Fired reminders whose mail is still owed.
    index('reminders_mail_owed_idx')
      .on(t.id)
      .where(sql`${t.sendEmail} AND ${t.emailSentAt} IS NULL AND ${t.notificationSentAt} IS NOT NULL`),
  ],
);
export type ReminderRow = typeof reminders.$inferSelect;
