import {
  boolean,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './users';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const forumCategories = pgTable(
  'forum_categories',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull().default(''),
    /** The admin's order (PUT /admin/forum/categories/reorder). */
    position: integer('position').notNull().default(0),
    // Kept by SQL arithmetic in the posting transactions (after the thread's row lock), so the
    // forum home reads five rows instead of aggregating every thread.
    threadCount: integer('thread_count').notNull().default(0),
    /** Live posts of its threads, first posts included. */
    postCount: integer('post_count').notNull().default(0),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('forum_categories_slug_key').on(t.slug),
    index('forum_categories_position_idx').on(t.position),
  ],
);
export type ForumCategoryRow = typeof forumCategories.$inferSelect;

export const forumThreads = pgTable(
  'forum_threads',
  {
    id: serial('id').primaryKey(),
    // No cascade: a category holding threads is deleted only after its threads move.
    categoryId: integer('category_id')
      .notNull()
      .references(() => forumCategories.id),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    isLocked: boolean('is_locked').notNull().default(false),
    isSticky: boolean('is_sticky').notNull().default(false),
    /** Live replies; kept with `reply_count = reply_count ± 1` in the posting transaction. */
    replyCount: integer('reply_count').notNull().default(0),
    /** Every post row, deleted placeholders included: the length of the thread's post pages. */
    postCount: integer('post_count').notNull().default(1),
    /** Score of the first post, copied here so "top" sorts from an index. */
    score: integer('score').notNull().default(0),
    firstPostId: integer('first_post_id'),
    acceptedPostId: integer('accepted_post_id'),
    lastPostUserId: integer('last_post_user_id').references(() => users.id, { onDelete: 'set null' }),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    // One index per sort of a category's list (sticky first), and the member's own threads.
    index('forum_threads_activity_idx').on(
      t.categoryId,
      t.isSticky.desc(),
      t.lastActivityAt.desc(),
      t.id.desc(),
    ),
    index('forum_threads_newest_idx').on(t.categoryId, t.isSticky.desc(), t.createdAt.desc(), t.id.desc()),
    index('forum_threads_top_idx').on(t.categoryId, t.isSticky.desc(), t.score.desc(), t.id.desc()),
    index('forum_threads_author_idx').on(t.authorId, t.createdAt.desc(), t.id.desc()),
  ],
);
export type ForumThreadRow = typeof forumThreads.$inferSelect;

export const forumPosts = pgTable(
  'forum_posts',
  {
    id: serial('id').primaryKey(),
    threadId: integer('thread_id')
      .notNull()
      .references(() => forumThreads.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    isFirstPost: boolean('is_first_post').notNull().default(false),
    replyToPostId: integer('reply_to_post_id'),
    content: text('content').notNull(),
    contentHtml: text('content_html').notNull(),
    score: integer('score').notNull().default(0),
    isDeleted: boolean('is_deleted').notNull().default(false),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    createdAt: createdAt(),
    /** Title (first posts, weight A) and body (weight B); null once deleted. Written by the service. */
    searchVector: tsvector('search_vector'),
  },
  (t) => [
    index('forum_posts_thread_idx').on(t.threadId, t.id),
    index('forum_posts_author_idx').on(t.authorId, t.createdAt.desc(), t.id.desc()),
    index('forum_posts_search_idx').using('gin', t.searchVector),
    // Live posts by day (admin dashboard chart and total) without reading the whole table.
    index('forum_posts_live_created_idx')
      .on(t.createdAt)
      .where(sql`${t.isDeleted} = false`),
  ],
);
export type ForumPostRow = typeof forumPosts.$inferSelect;

export const forumPostVotes = pgTable(
  'forum_post_votes',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => forumPosts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    value: smallint('value').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] }), index('forum_post_votes_user_idx').on(t.userId)],
);

export const forumPolls = pgTable(
  'forum_polls',
  {
    id: serial('id').primaryKey(),
    postId: integer('post_id')
      .notNull()
      .references(() => forumPosts.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    closesAt: timestamp('closes_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('forum_polls_post_key').on(t.postId)],
);
export type ForumPollRow = typeof forumPolls.$inferSelect;

export const forumPollOptions = pgTable(
  'forum_poll_options',
  {
    id: serial('id').primaryKey(),
    pollId: integer('poll_id')
      .notNull()
      .references(() => forumPolls.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [index('forum_poll_options_poll_idx').on(t.pollId, t.position)],
);

export const forumPollVotes = pgTable(
  'forum_poll_votes',
  {
    pollId: integer('poll_id')
      .notNull()
      .references(() => forumPolls.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    optionId: integer('option_id')
      .notNull()
      .references(() => forumPollOptions.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.pollId, t.userId] }),
    index('forum_poll_votes_option_idx').on(t.pollId, t.optionId),
    index('forum_poll_votes_user_idx').on(t.userId),
  ],
);

/**
 * One row per member who follows a thread, or who left it (subscribed = false): authors and repliers
 * are subscribed with ON CONFLICT DO NOTHING, so an explicit unsubscribe survives their next reply.
 */
export const forumSubscriptions = pgTable(
  'forum_subscriptions',
  {
    threadId: integer('thread_id')
      .notNull()
      .references(() => forumThreads.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subscribed: boolean('subscribed').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.threadId, t.userId] }),
    index('forum_subscriptions_user_idx').on(t.userId),
  ],
);
