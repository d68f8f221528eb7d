/**
 * Who may do what with direct messages. A conversation belongs to its two members only; anyone
 * else is told it does not exist (404), so conversation ids reveal nothing.
 */
export function isParticipant(userId: number, conversation: { userLowId: number; userHighId: number }) {
  return conversation.userLowId === userId || conversation.userHighId === userId;
}

export type SendRefusal = 'to-self' | 'no-recipient' | 'blocked-by-recipient' | 'sender-blocked-recipient';

export type Recipient = { id: number; deletedAt: Date | null; isActive: boolean };

/** Why a message may not be sent, or null when it may. */
export function sendRefusal(
  senderId: number,
  recipientId: number,
  recipient: Recipient | undefined,
  blocks: { recipientBlocksSender: boolean; senderBlocksRecipient: boolean },
): SendRefusal | null {
  if (senderId === recipientId) return 'to-self';
  // Deleted accounts (renamed to deletedAccountName) and deactivated ones receive nothing.
  if (!recipient || recipient.deletedAt !== null || !recipient.isActive) return 'no-recipient';
  if (blocks.recipientBlocksSender) return 'blocked-by-recipient';
  if (blocks.senderBlocksRecipient) return 'sender-blocked-recipient';
  return null;
}

export type ChangeRefusal = 'not-sender' | 'deleted';

/** Only the sender edits or deletes a message; a deleted one cannot be edited back. */
export function changeRefusal(
  userId: number,
  message: { senderId: number; deletedAt: Date | null },
  action: 'edit' | 'delete',
): ChangeRefusal | null {
  if (message.senderId !== userId) return 'not-sender';
  if (action === 'edit' && message.deletedAt !== null) return 'deleted';
  return null;
}

/** A member may block anyone but themselves. */
export function canBlock(userId: number, targetId: number): boolean {
  return userId !== targetId;
}
