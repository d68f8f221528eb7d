import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Which version of each shipped reference data set was last loaded. A start re-applies a seed only
 * when its files (or its loading logic) changed, so administrators' edits and deletions of seeded
 * rows survive restarts; a release that changes a seed file applies that file again.
 */
export const seedState = pgTable('seed_state', {
  name: text('name').primaryKey(),
  fingerprint: text('fingerprint').notNull(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});
