import { and, count, desc, eq, sql } from 'drizzle-orm';
import { DM_DETAIL, type Conversation, type MessageList } from '@electrobench/contracts/dm';
import { REALTIME_DM_READ } from '@electrobench/contracts/dm-events';
import { toPage, type PageWindow, type Paged } from '@electrobench/contracts/pagination';
import type { AppContext } from '../../app-context';
import { dmConversations, dmMessages, dmParticipants } from '../../db/schema/dm';
import { notifications } from '../../db/schema/notifications';
import { users } from '../../db/schema/users';
import { notFound } from '../../lib/http-errors';
import type { RealtimeHub } from '../../plugins/realtime-hub';
import { shownAvailability } from '../availability/policy';
import { snippetOf, toDmMessage } from './dm-mapping';
import { isParticipant } from './policy';

// The other member of the pair, read by primary key.
const peerId = sql`CASE WHEN ${dmConversations.userLowId} = ${dmParticipants.userId} THEN ${dmConversations.userHighId} ELSE ${dmConversations.userLowId} END`;
// Messages from the other member after the last one this member read; served by
// dm_messages_conversation_idx. Written out in full: drizzle's unqualified names would bind inside.
const unreadCount = sql<number>`(SELECT count(*)::int FROM dm_messages um
  WHERE um.conversation_id = dm_participants.conversation_id
    AND um.id > dm_participants.last_read_message_id
    AND um.sender_id <> dm_participants.user_id
    AND um.deleted_at IS NULL)`;

function summaries(ctx: AppContext, userId: number) {
  return ctx.db
    .select({
      id: dmParticipants.conversationId,
      lastActivityAt: dmParticipants.lastActivityAt,
      unread: unreadCount,
      peerId: users.id,
      peerName: users.username,
      peerImage: users.profileImageUrl,
      peerAvailability: users.availability,
      peerDeletedAt: users.deletedAt,
      peerActive: users.isActive,
      lastContent: dmMessages.content,
      lastSenderId: dmMessages.senderId,
      lastDeletedAt: dmMessages.deletedAt,
    })
    .from(dmParticipants)
    .innerJoin(dmConversations, eq(dmConversations.id, dmParticipants.conversationId))
    .innerJoin(users, eq(users.id, peerId))
    .leftJoin(dmMessages, eq(dmMessages.id, dmConversations.lastMessageId))
    .where(eq(dmParticipants.userId, userId))
    .$dynamic();
}

type SummaryRow = Awaited<ReturnType<ReturnType<typeof summaries>['execute']>>[number];

const toConversation = (r: SummaryRow): Conversation => ({
  id: r.id,
  other_user: {
    id: r.peerId,
    username: r.peerName,
    profile_image_url: r.peerImage,
    availability: shownAvailability({
      availability: r.peerAvailability,
      deletedAt: r.peerDeletedAt,
      isActive: r.peerActive,
    }),
  },
  last_message_snippet: snippetOf(r.lastContent, r.lastDeletedAt),
  last_message_sender_id: r.lastSenderId,
  last_message_at: r.lastActivityAt.toISOString(),
  unread_count: Number(r.unread),
});

/** The member's visible conversations, newest activity first (hidden ones come back on a new message). */
export async function listConversations(
  ctx: AppContext,
  userId: number,
  window: PageWindow,
): Promise<Paged<Conversation>> {
  const visible = and(eq(dmParticipants.userId, userId), eq(dmParticipants.hidden, false));
  const [total] = await ctx.db.select({ n: count() }).from(dmParticipants).where(visible);
  const rows = await summaries(ctx, userId)
    .where(visible)
    .orderBy(desc(dmParticipants.lastActivityAt), desc(dmParticipants.conversationId))
    .offset(window.skip)
    .limit(window.limit);
  return toPage(rows.map(toConversation), total?.n ?? 0, window);
}

/** One conversation's summary (the thread header), hidden or not. */
export async function getConversation(ctx: AppContext, userId: number, id: number): Promise<Conversation> {
  const [row] = await summaries(ctx, userId).where(
    and(eq(dmParticipants.userId, userId), eq(dmParticipants.conversationId, id)),
  );
  if (!row) throw notFound(DM_DETAIL.conversationNotFound);
  return toConversation(row);
}

async function ownConversation(ctx: AppContext, userId: number, id: number) {
  const [row] = await ctx.db.select().from(dmConversations).where(eq(dmConversations.id, id));
  if (!row || !isParticipant(userId, row)) throw notFound(DM_DETAIL.conversationNotFound);
  return row;
}

/**
 * Page 1 (skip 0) holds the newest messages; later pages go back in time, so a thread loads older
 * pages as the reader scrolls up. Within a page the items run oldest to newest, ready to render.
 */
export async function listMessages(
  ctx: AppContext,
  userId: number,
  id: number,
  window: PageWindow,
): Promise<MessageList> {
  await ownConversation(ctx, userId, id);
  const [total] = await ctx.db
    .select({ n: count() })
    .from(dmMessages)
    .where(eq(dmMessages.conversationId, id));
  const rows = await ctx.db
    .select()
    .from(dmMessages)
    .where(eq(dmMessages.conversationId, id))
    .orderBy(desc(dmMessages.id))
    .offset(window.skip)
    .limit(window.limit);
  return toPage(rows.reverse().map(toDmMessage), total?.n ?? 0, window);
}

/**
 * Marks the conversation read up to its newest message, and its unread DM_NEW_MESSAGE
 * notifications with it (reading the thread answers them). The member's sockets hear how many
 * notifications changed, so every tab refreshes its badge.
 */
export async function markRead(ctx: AppContext, realtime: RealtimeHub, userId: number, id: number) {
  const conversation = await ownConversation(ctx, userId, id);
  const notificationsRead = await ctx.db.transaction(async (tx) => {
    await tx
      .update(dmParticipants)
      .set({
        lastReadMessageId: sql`GREATEST(${dmParticipants.lastReadMessageId}, ${conversation.lastMessageId ?? 0})`,
      })
      .where(and(eq(dmParticipants.conversationId, id), eq(dmParticipants.userId, userId)));
    // notifications_user_unread_idx narrows this to the member's unread ones.
    const rows = await tx
      .update(notifications)
      .set({ readStatus: true })
      .where(
        and(
          eq(notifications.userId, userId),
          eq(notifications.readStatus, false),
          eq(notifications.type, 'DM_NEW_MESSAGE'),
          sql`${notifications.content}->>'conversation_id' = ${String(id)}`,
        ),
      )
      .returning({ id: notifications.id });
    return rows.length;
  });
  realtime.publish(userId, {
    type: REALTIME_DM_READ,
    conversation_id: id,
    notifications_read: notificationsRead,
  });
  return notificationsRead;
}

export async function hide(ctx: AppContext, userId: number, id: number) {
  await ownConversation(ctx, userId, id);
  await ctx.db
    .update(dmParticipants)
    .set({ hidden: true })
    .where(and(eq(dmParticipants.conversationId, id), eq(dmParticipants.userId, userId)));
}
