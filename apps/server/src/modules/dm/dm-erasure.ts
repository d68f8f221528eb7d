import { eq, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { dmBlocks, dmMessages } from '../../db/schema/dm';

/**
 * Account deletion: the member's messages lose their text (the other member sees the deleted
 * placeholder) and their blocks go. Conversations stay, with deletedAccountName(id) as the peer.
 */
export async function eraseDmData(tx: Database, userId: number, now: Date): Promise<void> {
  await tx.update(dmMessages).set({ content: '', deletedAt: now }).where(eq(dmMessages.senderId, userId));
  await tx.delete(dmBlocks).where(or(eq(dmBlocks.blockerId, userId), eq(dmBlocks.blockedId, userId)));
}
