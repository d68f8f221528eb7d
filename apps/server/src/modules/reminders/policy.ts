/**
 * A reminder is private: only its owner may see, change or delete it, administrators included.
 * Anyone else is told it does not exist (404), so reminder ids reveal nothing.
 */
export function canUseReminder(userId: number, reminder: { userId: number }): boolean {
  return reminder.userId === userId;
}

/**
 * A changed due time re-arms a reminder that already fired, so it fires (and mails) again at the
 * new time. The same time sent back unchanged, as an edit form does, keeps it fired.
 */
export function rearmsReminder(current: { dueAt: Date }, nextDueAt: Date | undefined): boolean {
  return nextDueAt !== undefined && nextDueAt.getTime() !== current.dueAt.getTime();
}
