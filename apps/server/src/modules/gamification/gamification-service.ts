import type { Database } from '../../db/client';
import { awardBadges, type AwardedBadge } from './badges';
import { badgeList, totalPoints } from './gamification-reads';
import { applyTargets, revokeSources, standingUpvotes } from './ledger';
import { earnsFromVote } from './policy';
import { acceptTarget, replyTarget, threadTarget, voteTargets, type Vote } from './rules';

export type { AwardedBadge } from './badges';

/** What the forum tells gamification, inside its own transaction (notes/forum-api.md). */
export type ForumEvent =
  | { kind: 'thread_created'; userId: number; threadId: number }
  /** Replies only; the thread's first post is part of thread_created. */
  | { kind: 'post_created'; userId: number; postId: number; threadId: number }
  | { kind: 'post_deleted'; userId: number; postId: number; threadId: number }
  | { kind: 'thread_deleted'; userId: number; threadId: number; postIds: number[] }
  | { kind: 'vote_changed'; postId: number; authorId: number; voterId: number; before: Vote; after: Vote }
  | { kind: 'answer_accepted'; postId: number; authorId: number; acceptedBy: number }
  | { kind: 'answer_unaccepted'; postId: number; authorId: number; acceptedBy: number };

/**
 * Records the points a forum change earns or takes back and returns the badges it newly awards.
 * `tx` must be the caller's transaction so points and badges commit or roll back with the forum
 * change. Repeating an event changes nothing: each award is set to what the state is worth.
 */
export async function recordForumEvent(tx: Database, event: ForumEvent): Promise<AwardedBadge[]> {
  switch (event.kind) {
    case 'thread_created':
      return awardBadges(tx, await applyTargets(tx, [threadTarget(event.threadId, event.userId)]));
    case 'post_created':
      return awardBadges(tx, await applyTargets(tx, [replyTarget(event.postId, event.userId)]));
    case 'post_deleted':
      await revokeSources(tx, { threadIds: [], postIds: [event.postId] }, event.userId);
      return [];
    case 'thread_deleted':
      await revokeSources(tx, { threadIds: [event.threadId], postIds: event.postIds }, event.userId);
      return [];
    case 'vote_changed': {
      const gained = await applyTargets(
        tx,
        voteTargets(event.postId, event.authorId, event.voterId, event.after),
      );
      if (event.after !== 1 || !earnsFromVote(event.authorId, event.voterId)) return awardBadges(tx, gained);
      const count = await standingUpvotes(tx, event.postId);
      return awardBadges(tx, gained, { userId: event.authorId, count });
    }
    case 'answer_accepted':
    case 'answer_unaccepted': {
      const accepted = event.kind === 'answer_accepted';
      const target = acceptTarget(event.postId, event.authorId, event.acceptedBy, accepted);
      return awardBadges(tx, await applyTargets(tx, [target]));
    }
  }
}

/** Points and badges shown on a member's public profile. */
export async function profileGamification(db: Database, userId: number) {
  return { total_points: await totalPoints(db, userId), badges: await badgeList(db, userId) };
}
