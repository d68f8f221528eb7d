import {
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Points ledger: one row per change of one award, never updated or deleted. An award is one
 * thing worth points (a thread, a reply, one member's upvote on one post, an accepted answer),
 * named by `award_key`; its rows are numbered by `seq` and their sum is 0 or the award's value.
 * The service only writes the difference between that sum and what the forum state is worth now,
 * and unique (award_key, seq) stops two concurrent writers from both granting from the same state:
 * toggling votes, re-accepting or deleting and reposting cannot add up to more than one award.
 */
export const pointsLedger = pgTable(
  'points_ledger',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Positive to grant, negative to take back (or a downvote's own penalty). */
    points: integer('points').notNull(),
    reason: text('reason').notNull(),
    sourceType: text('source_type').notNull(),
    sourceId: integer('source_id').notNull(),
    /** Who caused it: the author, the voter, the member who accepted or deleted. */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    awardKey: text('award_key').notNull(),
    seq: integer('seq').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('points_ledger_award_seq_key').on(t.awardKey, t.seq),
    // Deleting a post or thread finds everything it earned.
    index('points_ledger_source_idx').on(t.sourceType, t.sourceId, t.reason),
    // A member's breakdown by reason (and recomputing their total) reads only this index.
    index('points_ledger_user_reason_idx').on(t.userId, t.reason, t.points),
  ],
);

/**
 * Running totals per member, changed in the same transaction as the ledger rows they sum, so the
 * leaderboard reads the first rows of an index instead of aggregating the whole ledger.
 * recomputeTotals() rebuilds them from the ledger.
 */
export const gamificationTotals = pgTable(
  'gamification_totals',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    points: integer('points').notNull().default(0),
    /** Live posts, the first post of each thread included. */
    posts: integer('posts').notNull().default(0),
    threads: integer('threads').notNull().default(0),
    /** Replies currently accepted as the answer. */
    accepted: integer('accepted').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('gamification_totals_points_idx').on(t.points.desc(), t.userId),
    index('gamification_totals_posts_idx').on(t.posts.desc(), t.userId),
    index('gamification_totals_accepted_idx').on(t.accepted.desc(), t.userId),
  ],
);

/** Badges are defined in packages/contracts (BADGES); each is awarded to a member once. */
export const userBadges = pgTable(
  'user_badges',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    badgeCode: text('badge_code').notNull(),
    awardedAt: timestamp('awarded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.badgeCode] })],
);
