import { and, eq, sql } from 'drizzle-orm';
import { DM_DETAIL, dmSnippet } from '@electrobench/contracts/dm';
import { REALTIME_DM_MESSAGE, REALTIME_DM_MESSAGE_UPDATED } from '@electrobench/contracts/dm-events';
import type { DmMessage, SendMessageInput } from '@electrobench/contracts/dm';
import type { AppContext } from '../../app-context';
import type { Database } from '../../db/client';
import { dmBlocks, dmConversations, dmMessages, dmParticipants } from '../../db/schema/dm';
import { users } from '../../db/schema/users';
import { FieldError, HttpError, forbidden, notFound } from '../../lib/http-errors';
import type { RealtimeHub } from '../../plugins/realtime-hub';
import { withAfterCommit } from '../../lib/after-commit';
import { newNotificationMessage, storeNotification } from '../notifications/notification-service';
import { conversationLink, toDmMessage } from './dm-mapping';
import { changeRefusal, isParticipant, sendRefusal, type SendRefusal } from './policy';

function refusalError(refusal: SendRefusal): Error {
  switch (refusal) {
    case 'to-self':
      return new FieldError(['body', 'recipient_id'], DM_DETAIL.toSelf);
    case 'no-recipient':
      return notFound(DM_DETAIL.noRecipient);
    case 'blocked-by-recipient':
      return forbidden(DM_DETAIL.cannotMessage);
    case 'sender-blocked-recipient':
      return forbidden(DM_DETAIL.youBlocked);
  }
}

/**
 * Everything the send policy needs in one round trip: the recipient's state, both block
 * directions and the sender's name. On the embedded database every separate query waits its turn
 * on the one connection, so a send under load pays for each extra one.
 */
async function sendContext(ctx: AppContext, senderId: number, recipientId: number) {
  const [row] = await ctx.db
    .select({
      id: users.id,
      deletedAt: users.deletedAt,
      isActive: users.isActive,
      senderUsername: sql<string | null>`(select s.username from ${users} s where s.id = ${senderId})`,
      recipientBlocksSender: sql<boolean>`exists (select 1 from ${dmBlocks} b where b.blocker_id = ${recipientId} and b.blocked_id = ${senderId})`,
      senderBlocksRecipient: sql<boolean>`exists (select 1 from ${dmBlocks} b where b.blocker_id = ${senderId} and b.blocked_id = ${recipientId})`,
    })
    .from(users)
    .where(eq(users.id, recipientId));
  return row;
}

/** The pair's conversation, created with both participant rows on first contact (race-safe). */
async function conversationFor(tx: Database, a: number, b: number): Promise<number> {
  const [low, high] = a < b ? [a, b] : [b, a];
  await tx.insert(dmConversations).values({ userLowId: low, userHighId: high }).onConflictDoNothing();
  const [conversation] = await tx
    .select({ id: dmConversations.id })
    .from(dmConversations)
    .where(and(eq(dmConversations.userLowId, low), eq(dmConversations.userHighId, high)));
  if (!conversation) throw new Error('conversation missing after insert');
  await tx
    .insert(dmParticipants)
    .values([
      { conversationId: conversation.id, userId: low },
      { conversationId: conversation.id, userId: high },
    ])
    .onConflictDoNothing();
  return conversation.id;
}

/**
 * Sends a message: stores it, brings the conversation back for both members (un-hides it),
 * notifies the recipient (DM_NEW_MESSAGE) and, after commit, pushes it to both members' sockets.
 */
export async function sendMessage(
  ctx: AppContext,
  realtime: RealtimeHub,
  senderId: number,
  input: SendMessageInput,
): Promise<DmMessage> {
  const context = await sendContext(ctx, senderId, input.recipient_id);
  const refusal = sendRefusal(
    senderId,
    input.recipient_id,
    context,
    context ?? { recipientBlocksSender: false, senderBlocksRecipient: false },
  );
  if (refusal) throw refusalError(refusal);
  const sender = context?.senderUsername ? { username: context.senderUsername } : undefined;
  if (!sender) throw notFound('User not found.');

  const now = ctx.clock.now();
  return withAfterCommit(ctx.db, realtime, async (tx, after) => {
    const conversationId = await conversationFor(tx, senderId, input.recipient_id);
    const [row] = await tx
      .insert(dmMessages)
      .values({ conversationId, senderId, content: input.content, createdAt: now })
      .returning();
    if (!row) throw new Error('message insert returned nothing');
    await tx
      .update(dmConversations)
      .set({ lastMessageId: row.id })
      .where(eq(dmConversations.id, conversationId));
    await tx
      .update(dmParticipants)
      .set({
        hidden: false,
        lastActivityAt: now,
        // The sender has read everything up to their own message.
        lastReadMessageId: sql`CASE WHEN ${dmParticipants.userId} = ${senderId} THEN ${row.id} ELSE ${dmParticipants.lastReadMessageId} END`,
      })
      .where(eq(dmParticipants.conversationId, conversationId));
    const notification = await storeNotification(
      tx,
      now,
      input.recipient_id,
      'DM_NEW_MESSAGE',
      {
        conversation_id: conversationId,
        sender_username: sender.username,
        message_snippet: dmSnippet(input.content),
      },
      conversationLink(conversationId),
    );
    // The socket copy also names the sender, so an open thread with them can skip the toast.
    const live = { ...notification, content: { ...notification.content, sender_id: senderId } };
    after.publish(input.recipient_id, newNotificationMessage(live));
    const message = toDmMessage(row);
    for (const userId of [input.recipient_id, senderId]) {
      after.publish(userId, { type: REALTIME_DM_MESSAGE, conversation_id: conversationId, message });
    }
    return message;
  });
}

/** A message and its conversation, if `userId` is one of the two members; else 404. */
async function visibleMessage(ctx: AppContext, userId: number, messageId: number) {
  const [row] = await ctx.db
    .select({ message: dmMessages, conversation: dmConversations })
    .from(dmMessages)
    .innerJoin(dmConversations, eq(dmConversations.id, dmMessages.conversationId))
    .where(eq(dmMessages.id, messageId));
  if (!row || !isParticipant(userId, row.conversation)) throw notFound(DM_DETAIL.messageNotFound);
  return row;
}

async function changeMessage(
  ctx: AppContext,
  realtime: RealtimeHub,
  userId: number,
  messageId: number,
  action: 'edit' | 'delete',
  content?: string,
): Promise<DmMessage> {
  const { message, conversation } = await visibleMessage(ctx, userId, messageId);
  const refusal = changeRefusal(userId, message, action);
  if (refusal === 'not-sender') throw forbidden(DM_DETAIL.notSender);
  if (refusal === 'deleted') throw new HttpError(409, DM_DETAIL.deleted);
  const now = ctx.clock.now();
  const set =
    action === 'edit'
      ? { content: content ?? message.content, editedAt: now }
      : // The text is erased, not just hidden: a deleted message is gone for both members.
        { content: '', deletedAt: message.deletedAt ?? now };
  const [row] = await ctx.db.update(dmMessages).set(set).where(eq(dmMessages.id, messageId)).returning();
  if (!row) throw notFound(DM_DETAIL.messageNotFound);
  const updated = toDmMessage(row);
  const event = { type: REALTIME_DM_MESSAGE_UPDATED, conversation_id: conversation.id, message: updated };
  realtime.publish(conversation.userLowId, event);
  realtime.publish(conversation.userHighId, event);
  return updated;
}

export const editMessage = (
  ctx: AppContext,
  realtime: RealtimeHub,
  userId: number,
  messageId: number,
  content: string,
) => changeMessage(ctx, realtime, userId, messageId, 'edit', content);

export const deleteMessage = (ctx: AppContext, realtime: RealtimeHub, userId: number, messageId: number) =>
  changeMessage(ctx, realtime, userId, messageId, 'delete');
