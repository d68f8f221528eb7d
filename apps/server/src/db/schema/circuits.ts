import type { CircuitDocument } from '@electrobench/contracts/circuits';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/** A member's saved circuit-simulator drawing; visible to its owner only. */
export const savedCircuits = pgTable(
  'saved_circuits',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    document: jsonb('document').$type<CircuitDocument>().notNull(),
    // Kept beside the document so the list never has to read the (large) drawings.
    partCount: integer('part_count').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('saved_circuits_owner_idx').on(t.ownerId, t.updatedAt)],
);
