import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    isSuperuser: boolean('is_superuser').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    accent: text('accent').notNull().default('auto'),
    profileImageUrl: text('profile_image_url'),
    forumThreadCount: integer('forum_thread_count').notNull().default(0),
    forumPostCount: integer('forum_post_count').notNull().default(0),
    notifyEmail: boolean('notify_email').notNull().default(true),
    notifySoundGeneral: boolean('notify_sound_general').notNull().default(true),
    notifySoundDm: boolean('notify_sound_dm').notNull().default(true),
    // Presence the member sets: available, busy or away (contracts/availability.ts).
    availability: text('availability').notNull().default('available'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    // Prefix search on usernames (GET /users/search) stays index-backed.
    index('users_username_prefix_idx').using('btree', sql`lower(${t.username}) text_pattern_ops`),
    // The few administrators (new-ticket notifications) without scanning every member.
    index('users_superuser_idx')
      .on(t.id)
      .where(sql`${t.isSuperuser}`),
    // Counted members (policy isCountedMember) by sign-up time: dashboard totals, week and chart.
    index('users_member_created_idx')
      .on(t.createdAt)
      .where(sql`${t.deletedAt} is null and ${t.emailVerifiedAt} is not null`),
  ],
);

export type UserRow = typeof users.$inferSelect;
