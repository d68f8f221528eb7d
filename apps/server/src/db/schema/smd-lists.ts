import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { smdComponents } from './components';
import { users } from './users';

/** A member's named collection of SMD parts (My SMD Lists); visible to its owner only. */
export const smdLists = pgTable(
  'smd_lists',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('smd_lists_owner_idx').on(t.ownerId, t.updatedAt)],
);

export const smdListItems = pgTable(
  'smd_list_items',
  {
    id: serial('id').primaryKey(),
    listId: integer('list_id')
      .notNull()
      .references(() => smdLists.id, { onDelete: 'cascade' }),
    componentId: integer('component_id')
      .notNull()
      .references(() => smdComponents.id, { onDelete: 'cascade' }),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('smd_list_items_unique').on(t.listId, t.componentId),
    index('smd_list_items_component_idx').on(t.componentId),
  ],
);
