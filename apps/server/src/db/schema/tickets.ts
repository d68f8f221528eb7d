import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/** Feedback from guests and members, read by administrators. */
export const tickets = pgTable(
  'tickets',
  {
    id: serial('id').primaryKey(),
    // Null for guests; the reply address is copied so a later e-mail change does not rewrite history.
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    replyEmail: text('reply_email'),
    title: text('title').notNull(),
    description: text('description').notNull(),
    status: text('status').notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedById: integer('resolved_by_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    // The admin list, newest first, all or by status.
    index('tickets_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('tickets_status_created_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    index('tickets_user_idx').on(t.userId),
  ],
);
export type TicketRow = typeof tickets.$inferSelect;
