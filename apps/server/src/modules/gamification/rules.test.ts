import { describe, expect, it } from 'vitest';
import { BADGES, POINT_RULES } from '@electrobench/contracts/gamification';
import { acceptTarget, qualifyingBadges, replyTarget, threadTarget, totalsDelta, voteTargets } from './rules';

const pointsOf = (targets: { reason: string; points: number }[]) =>
  Object.fromEntries(targets.map((t) => [t.reason, t.points]));

describe('point rules', () => {
  it('values the documented actions', () => {
    expect(threadTarget(1, 7)).toMatchObject({ key: 'thread:1', userId: 7, points: 5, sourceType: 'thread' });
    expect(replyTarget(2, 7)).toMatchObject({ key: 'reply:2', userId: 7, points: 2, sourceType: 'post' });
    expect(POINT_RULES.downvote_received.points).toBeLessThan(0);
  });

  it('a vote is one upvote award and one downvote award, only the cast one standing', () => {
    expect(pointsOf(voteTargets(5, 1, 2, 1))).toEqual({ upvote_received: 10, downvote_received: 0 });
    expect(pointsOf(voteTargets(5, 1, 2, -1))).toEqual({ upvote_received: 0, downvote_received: -2 });
    expect(pointsOf(voteTargets(5, 1, 2, 0))).toEqual({ upvote_received: 0, downvote_received: 0 });
    expect(voteTargets(5, 1, 2, 1).map((t) => t.key)).toEqual(['upvote:5:2', 'downvote:5:2']);
    expect(voteTargets(5, 1, 2, 1)[0]).toMatchObject({ userId: 1, actorId: 2, sourceId: 5 });
  });

  it('a self-vote and a self-accept are worth nothing', () => {
    expect(pointsOf(voteTargets(5, 3, 3, 1))).toEqual({ upvote_received: 0, downvote_received: 0 });
    expect(acceptTarget(5, 3, 3, true).points).toBe(0);
    expect(acceptTarget(5, 3, 4, true)).toMatchObject({ key: 'accepted:5', userId: 3, points: 15 });
    expect(acceptTarget(5, 3, 4, false).points).toBe(0);
  });

  it('moves counters only when an award starts or stops standing', () => {
    expect(totalsDelta('thread_created', 0, 5)).toEqual({ points: 5, posts: 1, threads: 1, accepted: 0 });
    expect(totalsDelta('reply_created', 2, 0)).toEqual({ points: -2, posts: -1, threads: 0, accepted: 0 });
    expect(totalsDelta('answer_accepted', 0, 15)).toEqual({ points: 15, posts: 0, threads: 0, accepted: 1 });
    expect(totalsDelta('downvote_received', 0, -2)).toEqual({
      points: -2,
      posts: 0,
      threads: 0,
      accepted: 0,
    });
  });
});

describe('badge rules', () => {
  it('qualifies at each threshold and judges only the measures given', () => {
    expect(qualifyingBadges({})).toEqual([]);
    expect(qualifyingBadges({ posts: 1, threads: 0 })).toEqual(['first_post']);
    expect(qualifyingBadges({ posts: 10, threads: 1 })).toEqual(['first_post', 'first_thread', 'posts_10']);
    expect(qualifyingBadges({ posts: 9 })).toEqual(['first_post']);
    expect(qualifyingBadges({ accepted: 10 })).toEqual(['first_accepted', 'accepted_10']);
    expect(qualifyingBadges({ post_upvotes: 9 })).toEqual([]);
    expect(qualifyingBadges({ post_upvotes: 25 })).toEqual(['upvotes_10_post', 'upvotes_25_post']);
    expect(qualifyingBadges({ points: 999 })).toEqual([]);
    expect(qualifyingBadges({ points: 1000 })).toEqual(['points_1000']);
  });

  it('has unique codes and the badges the issue asks for', () => {
    const codes = BADGES.map((b) => b.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of ['first_post', 'posts_10', 'posts_100', 'first_accepted', 'upvotes_10_post']) {
      expect(codes).toContain(code);
    }
  });
});
