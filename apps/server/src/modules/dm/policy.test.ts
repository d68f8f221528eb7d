import { describe, expect, it } from 'vitest';
import { canBlock, changeRefusal, isParticipant, sendRefusal } from './policy';

const alive = { id: 2, deletedAt: null, isActive: true };
const noBlocks = { recipientBlocksSender: false, senderBlocksRecipient: false };

describe('dm policy', () => {
  it('shows a conversation only to its two members', () => {
    const c = { userLowId: 3, userHighId: 9 };
    expect(isParticipant(3, c)).toBe(true);
    expect(isParticipant(9, c)).toBe(true);
    expect(isParticipant(4, c)).toBe(false);
  });

  it('refuses messages to oneself, to missing, deleted or inactive accounts', () => {
    expect(sendRefusal(2, 2, alive, noBlocks)).toBe('to-self');
    expect(sendRefusal(1, 2, undefined, noBlocks)).toBe('no-recipient');
    expect(sendRefusal(1, 2, { ...alive, deletedAt: new Date() }, noBlocks)).toBe('no-recipient');
    expect(sendRefusal(1, 2, { ...alive, isActive: false }, noBlocks)).toBe('no-recipient');
    expect(sendRefusal(1, 2, alive, noBlocks)).toBeNull();
  });

  it('refuses messages across a block in either direction', () => {
    expect(sendRefusal(1, 2, alive, { ...noBlocks, recipientBlocksSender: true })).toBe(
      'blocked-by-recipient',
    );
    expect(sendRefusal(1, 2, alive, { ...noBlocks, senderBlocksRecipient: true })).toBe(
      'sender-blocked-recipient',
    );
  });

  it('lets only the sender change a message, and never edit a deleted one', () => {
    const message = { senderId: 5, deletedAt: null };
    expect(changeRefusal(5, message, 'edit')).toBeNull();
    expect(changeRefusal(6, message, 'delete')).toBe('not-sender');
    expect(changeRefusal(5, { ...message, deletedAt: new Date() }, 'edit')).toBe('deleted');
    expect(changeRefusal(5, { ...message, deletedAt: new Date() }, 'delete')).toBeNull();
  });

  it('does not let a member block themselves', () => {
    expect(canBlock(1, 1)).toBe(false);
    expect(canBlock(1, 2)).toBe(true);
  });
});
