import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/** A member's board: lists in `position` order (0-based, kept contiguous by the service). */
export const stickyLists = pgTable(
  'sticky_lists',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sticky_lists_owner_position_idx').on(t.ownerId, t.position, t.id)],
);

export const stickyNotes = pgTable(
  'sticky_notes',
  {
    id: serial('id').primaryKey(),
    listId: integer('list_id')
      .notNull()
      .references(() => stickyLists.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    color: text('color').notNull(),
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sticky_notes_list_position_idx').on(t.listId, t.position, t.id)],
);

export type StickyListRow = typeof stickyLists.$inferSelect;
export type StickyNoteRow = typeof stickyNotes.$inferSelect;
