/**
 * Sticky notes are private: only the owner of a list sees or changes it and its notes, admins
 * included. Anyone else is told it does not exist (404).
 */
export function canUseStickyList(userId: number, list: { ownerId: number }): boolean {
  return list.ownerId === userId;
}

/** Where an item lands in an ordered list of `length` items: asked-for position, clamped; else last. */
export function landingIndex(length: number, asked: number | undefined): number {
  return asked === undefined ? length : Math.min(Math.max(0, asked), length);
}
