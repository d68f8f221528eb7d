/**
 * A saved list is private: only its owner may see or change it, admins included. Anyone else is
 * told it does not exist (404), so list ids reveal nothing.
 */
export function canUseList(userId: number, list: { ownerId: number }): boolean {
  return list.ownerId === userId;
}
