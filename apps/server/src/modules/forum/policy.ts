import type { AuthUser } from '../../app-context';

/** Who may do what in the forum. Each check answers null (allowed) or the 403 detail to show. */
export type Denial = string | null;
type Viewer = AuthUser | null;
export type ThreadFacts = { authorId: number; isLocked: boolean };
export type PostFacts = { authorId: number; isDeleted: boolean; isFirstPost: boolean };

export const FORUM_DENIED = {
  locked: 'This thread is locked: it takes no new posts, edits or polls.',
  notYours: 'Only its author or an administrator may do that.',
  adminsOnly: 'Only administrators may lock, pin or manage categories.',
  ownVote: 'You cannot vote on your own post.',
  deletedPost: 'This post was deleted.',
  threadHasReplies: 'Others have replied to this thread, so only an administrator may delete it now.',
  firstPost: 'The first post carries the question: delete the thread instead.',
  acceptNotAllowed: 'Only the thread author or an administrator may accept an answer.',
  acceptFirstPost: 'The question itself cannot be its accepted answer.',
} as const;

const isAdmin = (u: Viewer) => u?.isSuperuser === true;
const owns = (u: Viewer, authorId: number) => u !== null && u.id === authorId;

/** Lock and sticky are moderation: administrators only (the SPEC leaves it open; README says why). */
export const canModerate = (u: Viewer): Denial => (isAdmin(u) ? null : FORUM_DENIED.adminsOnly);

/** Members reply to open threads; administrators may still answer in a locked one (e.g. why). */
export const canReply = (u: Viewer, t: ThreadFacts): Denial =>
  t.isLocked && !isAdmin(u) ? FORUM_DENIED.locked : null;

export function canEditPost(u: Viewer, t: ThreadFacts, p: PostFacts): Denial {
  if (p.isDeleted) return FORUM_DENIED.deletedPost;
  if (isAdmin(u)) return null;
  if (!owns(u, p.authorId)) return FORUM_DENIED.notYours;
  return t.isLocked ? FORUM_DENIED.locked : null;
}

/** A reply is deleted to a placeholder; the first post goes only with its thread. */
export function canDeletePost(u: Viewer, t: ThreadFacts, p: PostFacts): Denial {
  if (p.isDeleted) return FORUM_DENIED.deletedPost;
  if (p.isFirstPost) return FORUM_DENIED.firstPost;
  if (isAdmin(u)) return null;
  if (!owns(u, p.authorId)) return FORUM_DENIED.notYours;
  return t.isLocked ? FORUM_DENIED.locked : null;
}

/** The author may take back a thread nobody else has answered; administrators always may. */
export function canDeleteThread(u: Viewer, t: ThreadFacts, othersReplied: boolean): Denial {
  if (isAdmin(u)) return null;
  if (!owns(u, t.authorId)) return FORUM_DENIED.notYours;
  return othersReplied ? FORUM_DENIED.threadHasReplies : null;
}

export const canVote = (u: Viewer, p: PostFacts): Denial =>
  p.isDeleted ? FORUM_DENIED.deletedPost : owns(u, p.authorId) ? FORUM_DENIED.ownVote : null;

/** Accepting (and un-accepting) an answer is the asker's call, or an administrator's. */
export const canAcceptIn = (u: Viewer, t: ThreadFacts): Denial =>
  isAdmin(u) || owns(u, t.authorId) ? null : FORUM_DENIED.acceptNotAllowed;

export function canAccept(u: Viewer, t: ThreadFacts, p: PostFacts): Denial {
  const denied = canAcceptIn(u, t);
  if (denied) return denied;
  if (p.isFirstPost) return FORUM_DENIED.acceptFirstPost;
  return p.isDeleted ? FORUM_DENIED.deletedPost : null;
}

/** A poll belongs to a post: its author (or an administrator) adds it while the thread is open. */
export function canAddPoll(u: Viewer, t: ThreadFacts, p: PostFacts): Denial {
  if (p.isDeleted) return FORUM_DENIED.deletedPost;
  if (!isAdmin(u) && !owns(u, p.authorId)) return FORUM_DENIED.notYours;
  return t.isLocked && !isAdmin(u) ? FORUM_DENIED.locked : null;
}

/** Poll results are shown once the viewer has voted or the poll has closed. */
export const pollResultsVisible = (hasVoted: boolean, isClosed: boolean): boolean => hasVoted || isClosed;
