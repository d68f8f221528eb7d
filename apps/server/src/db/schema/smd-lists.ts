import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { smdComponents } from './components';
import { igbts, optocouplers, transistors } from './semiconductors';
import { users } from './users';

/**
 * A member's named parts list (My Lists; the table keeps its first name): visible to its owner
 * only. Items are SMD codes, transistors, IGBTs or optocouplers.
 */
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

/**
 * One line of a list. Each kind has its own foreign key (cascading, so a part removed from the
 * catalogue leaves no dangling line) and exactly the column of its kind is set.
 */
export const smdListItems = pgTable(
  'smd_list_items',
  {
    id: serial('id').primaryKey(),
    listId: integer('list_id')
      .notNull()
      .references(() => smdLists.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull().default('smd'),
    componentId: integer('component_id').references(() => smdComponents.id, { onDelete: 'cascade' }),
    transistorId: integer('transistor_id').references(() => transistors.id, { onDelete: 'cascade' }),
    igbtId: integer('igbt_id').references(() => igbts.id, { onDelete: 'cascade' }),
    optoId: integer('opto_id').references(() => optocouplers.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull().default(1),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('smd_list_items_unique').on(t.listId, t.componentId),
    uniqueIndex('list_items_transistor_unique').on(t.listId, t.transistorId),
    uniqueIndex('list_items_igbt_unique').on(t.listId, t.igbtId),
    uniqueIndex('list_items_opto_unique').on(t.listId, t.optoId),
    index('smd_list_items_component_idx').on(t.componentId),
    index('list_items_transistor_idx').on(t.transistorId),
    index('list_items_igbt_idx').on(t.igbtId),
    index('list_items_opto_idx').on(t.optoId),
    check(
      'list_items_one_part',
      sql`(${t.kind} = 'smd' AND ${t.componentId} IS NOT NULL AND ${t.transistorId} IS NULL AND ${t.igbtId} IS NULL AND ${t.optoId} IS NULL)
        OR (${t.kind} = 'transistor' AND ${t.transistorId} IS NOT NULL AND ${t.componentId} IS NULL AND ${t.igbtId} IS NULL AND ${t.optoId} IS NULL)
        OR (${t.kind} = 'igbt' AND ${t.igbtId} IS NOT NULL AND ${t.componentId} IS NULL AND ${t.transistorId} IS NULL AND ${t.optoId} IS NULL)
        OR (${t.kind} = 'opto' AND ${t.optoId} IS NOT NULL AND ${t.componentId} IS NULL AND ${t.transistorId} IS NULL AND ${t.igbtId} IS NULL)`,
    ),
    check('list_items_quantity', sql`${t.quantity} BETWEEN 1 AND 9999`),
  ],
);
