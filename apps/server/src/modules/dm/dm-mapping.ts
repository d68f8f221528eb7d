import { DM_DELETED_PLACEHOLDER, dmSnippet, type DmMessage } from '@electrobench/contracts/dm';
import type { DmMessageRow } from '../../db/schema/dm';

/** A deleted message keeps its place in the thread but shows the placeholder instead of its text. */
export function toDmMessage(row: DmMessageRow): DmMessage {
  const deleted = row.deletedAt !== null;
  return {
    id: row.id,
    conversation_id: row.conversationId,
    sender_id: row.senderId,
    content: deleted ? DM_DELETED_PLACEHOLDER : row.content,
    created_at: row.createdAt.toISOString(),
    edited_at: row.editedAt?.toISOString() ?? null,
    is_deleted: deleted,
  };
}

export function snippetOf(content: string | null, deletedAt: Date | null): string | null {
  if (content === null) return null;
  return deletedAt !== null ? DM_DELETED_PLACEHOLDER : dmSnippet(content);
}

export const conversationLink = (conversationId: number) => `/messages/${conversationId}`;
