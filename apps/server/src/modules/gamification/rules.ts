import {
  BADGES,
  POINT_RULES,
  type BadgeCode,
  type BadgeMeasure,
  type PointReason,
} from '@electrobench/contracts/gamification';
import { earnsFromAccept, earnsFromVote } from './policy';

export type SourceType = 'thread' | 'post';

/** One thing worth points and what the forum state says it is worth right now. */
export type AwardTarget = {
  key: string;
  userId: number;
  reason: PointReason;
  sourceType: SourceType;
  sourceId: number;
  actorId: number;
  /** 0 means the award must not stand (withdrawn, unaccepted, never earned). */
  points: number;
};

export type Vote = -1 | 0 | 1;

export const awardKeys = {
  thread: (threadId: number) => `thread:${threadId}`,
  reply: (postId: number) => `reply:${postId}`,
  upvote: (postId: number, voterId: number) => `upvote:${postId}:${voterId}`,
  downvote: (postId: number, voterId: number) => `downvote:${postId}:${voterId}`,
  accepted: (postId: number) => `accepted:${postId}`,
};

const worth = (reason: PointReason, stands: boolean) => (stands ? POINT_RULES[reason].points : 0);

/**
 * A vote is two awards (the upvote's and the downvote's), so changing a vote takes one back and
 * grants the other, and each reason's subtotal stays true. Self-votes are worth nothing.
 */
export function voteTargets(postId: number, authorId: number, voterId: number, after: Vote): AwardTarget[] {
  const counts = earnsFromVote(authorId, voterId);
  const base = { userId: authorId, sourceType: 'post' as const, sourceId: postId, actorId: voterId };
  return [
    {
      ...base,
      key: awardKeys.upvote(postId, voterId),
      reason: 'upvote_received',
      points: worth('upvote_received', counts && after === 1),
    },
    {
      ...base,
      key: awardKeys.downvote(postId, voterId),
      reason: 'downvote_received',
      points: worth('downvote_received', counts && after === -1),
    },
  ];
}

export function acceptTarget(postId: number, authorId: number, acceptedBy: number, accepted: boolean) {
  return {
    key: awardKeys.accepted(postId),
    userId: authorId,
    reason: 'answer_accepted',
    sourceType: 'post',
    sourceId: postId,
    actorId: acceptedBy,
    points: worth('answer_accepted', accepted && earnsFromAccept(authorId, acceptedBy)),
  } satisfies AwardTarget;
}

export function threadTarget(threadId: number, userId: number): AwardTarget {
  return {
    key: awardKeys.thread(threadId),
    userId,
    reason: 'thread_created',
    sourceType: 'thread',
    sourceId: threadId,
    actorId: userId,
    points: worth('thread_created', true),
  };
}

export function replyTarget(postId: number, userId: number): AwardTarget {
  return {
    key: awardKeys.reply(postId),
    userId,
    reason: 'reply_created',
    sourceType: 'post',
    sourceId: postId,
    actorId: userId,
    points: worth('reply_created', true),
  };
}

/** How one award's change moves its member's counters (an award either stands or not). */
export type TotalsDelta = { points: number; posts: number; threads: number; accepted: number };

export function totalsDelta(reason: string, before: number, after: number): TotalsDelta {
  const standing = (before !== 0 ? -1 : 0) + (after !== 0 ? 1 : 0);
  return {
    points: after - before,
    posts: reason === 'thread_created' || reason === 'reply_created' ? standing : 0,
    threads: reason === 'thread_created' ? standing : 0,
    accepted: reason === 'answer_accepted' ? standing : 0,
  };
}

export type BadgeStats = Partial<Record<BadgeMeasure, number>>;

/** Every badge the stats qualify for; measures not given are not judged. */
export function qualifyingBadges(stats: BadgeStats): BadgeCode[] {
  return BADGES.filter((b) => (stats[b.measure] ?? 0) >= b.threshold).map((b) => b.code);
}
