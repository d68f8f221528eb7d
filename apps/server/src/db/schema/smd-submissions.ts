import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { smdComponents } from './components';
import { users } from './users';

/** A member's proposed SMD code, waiting for an admin to approve (creates the component) or reject. */
export const smdSubmissions = pgTable(
  'smd_submissions',
  {
    id: serial('id').primaryKey(),
    submitterId: integer('submitter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    code: text('code').notNull(),
    partNumber: text('part_number').notNull(),
    manufacturer: text('manufacturer').notNull(),
    package: text('package').notNull(),
    function: text('function').notNull(),
    pinCount: integer('pin_count').notNull(),
    description: text('description').notNull().default(''),
    source: text('source').notNull(),
    reviewReason: text('review_reason'),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    componentId: integer('component_id').references(() => smdComponents.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('smd_submissions_status_idx').on(t.status, t.createdAt),
    index('smd_submissions_submitter_idx').on(t.submitterId, t.createdAt),
  ],
);
export type SmdSubmissionRow = typeof smdSubmissions.$inferSelect;
