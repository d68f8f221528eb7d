import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
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

/** One conversation per pair of members, stored with the smaller id first so the pair is unique. */
export const dmConversations = pgTable(
  'dm_conversations',
  {
    id: serial('id').primaryKey(),
    userLowId: integer('user_low_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userHighId: integer('user_high_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // The newest message, so a list page reads its snippet by primary key.
    lastMessageId: integer('last_message_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('dm_conversations_pair_key').on(t.userLowId, t.userHighId),
    index('dm_conversations_high_idx').on(t.userHighId),
    check('dm_conversations_pair_order', sql`${t.userLowId} < ${t.userHighId}`),
  ],
);

/** Each member's side of a conversation: where they stopped reading, and whether they hid it. */
export const dmParticipants = pgTable(
  'dm_participants',
  {
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => dmConversations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastReadMessageId: integer('last_read_message_id').notNull().default(0),
    hidden: boolean('hidden').notNull().default(false),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.conversationId] }),
    // The conversation list: a member's visible conversations, newest activity first.
    index('dm_participants_list_idx').on(
      t.userId,
      t.hidden,
      t.lastActivityAt.desc(),
      t.conversationId.desc(),
    ),
    index('dm_participants_conversation_idx').on(t.conversationId),
  ],
);

export const dmMessages = pgTable(
  'dm_messages',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => dmConversations.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    // Thread pages (newest first) and unread counts (ids after the last read one).
    index('dm_messages_conversation_idx').on(t.conversationId, t.id.desc()),
    index('dm_messages_sender_idx').on(t.senderId),
  ],
);

/** blocker_id does not receive messages from blocked_id. */
export const dmBlocks = pgTable(
  'dm_blocks',
  {
    blockerId: integer('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: integer('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    index('dm_blocks_blocker_created_idx').on(t.blockerId, t.createdAt.desc()),
    index('dm_blocks_blocked_idx').on(t.blockedId),
  ],
);

export type DmMessageRow = typeof dmMessages.$inferSelect;
