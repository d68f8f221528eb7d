import { z } from './zod';
import { idParams, pathIdSchema } from './ids';
import { availabilityStatusSchema } from './availability';
import { PAGE_SIZE } from './limits';
import type { REALTIME_DM_MESSAGE, REALTIME_DM_MESSAGE_UPDATED } from './dm-events';
import { pagedSchema, skipLimitQuery } from './pagination';

export const DM_CONTENT_MAX = 2000;
/** Length of the message_snippet of DM_NEW_MESSAGE and of a conversation's last-message preview. */
export const DM_SNIPPET_CHARS = 100;
/** What a deleted message shows instead of its text (the text itself is erased). */
export const DM_DELETED_PLACEHOLDER = 'This message was deleted.';

export const DM_DETAIL = {
  toSelf: 'You cannot send a message to yourself.',
  noRecipient: 'No member with this id.',
  // Neutral on purpose: it does not say that the recipient blocked the sender.
  cannotMessage: 'You cannot send messages to this member.',
  youBlocked: 'You have blocked this member. Unblock them to send a message.',
  conversationNotFound: 'Conversation not found.',
  messageNotFound: 'Message not found.',
  notSender: 'Only the sender can change a message.',
  deleted: 'A deleted message cannot be edited.',
  blockSelf: 'You cannot block yourself.',
} as const;

/** Cuts text to DM_SNIPPET_CHARS characters with an ellipsis, for previews. */
export function dmSnippet(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > DM_SNIPPET_CHARS ? `${flat.slice(0, DM_SNIPPET_CHARS)}...` : flat;
}

const contentSchema = z
  .string({ message: 'Write a message.' })
  .trim()
  .min(1, 'Write a message.')
  .max(DM_CONTENT_MAX, `A message is at most ${DM_CONTENT_MAX} characters.`);

export const sendMessageSchema = z.object({
  recipient_id: pathIdSchema('recipient_id must be a member id.'),
  content: contentSchema,
});
export type SendMessageInput = z.infer<typeof sendMessageSchema>;

export const editMessageSchema = z.object({ content: contentSchema });

/** The other member of a conversation, as the list and the thread header show them. */
export const dmPeerSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  profile_image_url: z.string().nullable(),
  availability: availabilityStatusSchema,
});
export type DmPeer = z.infer<typeof dmPeerSchema>;

export const dmMessageSchema = z.object({
  id: z.number().int(),
  conversation_id: z.number().int(),
  sender_id: z.number().int(),
  /** DM_DELETED_PLACEHOLDER when is_deleted. */
  content: z.string(),
  created_at: z.string(),
  edited_at: z.string().nullable(),
  is_deleted: z.boolean(),
});
export type DmMessage = z.infer<typeof dmMessageSchema>;

export const conversationSchema = z.object({
  id: z.number().int(),
  other_user: dmPeerSchema,
  last_message_snippet: z.string().nullable(),
  last_message_sender_id: z.number().int().nullable(),
  last_message_at: z.string(),
  unread_count: z.number().int(),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const conversationListQuerySchema = skipLimitQuery(PAGE_SIZE.dmConversations);
export const conversationListSchema = pagedSchema(conversationSchema);
export const messageListQuerySchema = skipLimitQuery(PAGE_SIZE.dmMessages);
export const messageListSchema = pagedSchema(dmMessageSchema);
export type MessageList = z.infer<typeof messageListSchema>;

export const blockedMemberSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  profile_image_url: z.string().nullable(),
  blocked_at: z.string(),
});
export const blockListSchema = pagedSchema(blockedMemberSchema);
export const blockListQuerySchema = skipLimitQuery(PAGE_SIZE.dmConversations);

/** Answer of mark-read: how many DM_NEW_MESSAGE notifications it marked read as well. */
export const markReadSchema = z.object({ detail: z.string(), notifications_read: z.number().int() });

export const dmIdParamsSchema = idParams;
export const dmUserIdParamsSchema = z.object({
  userId: pathIdSchema(),
});

export type DmRealtimeEvent =
  | { type: typeof REALTIME_DM_MESSAGE; conversation_id: number; message: DmMessage }
  | { type: typeof REALTIME_DM_MESSAGE_UPDATED; conversation_id: number; message: DmMessage };
