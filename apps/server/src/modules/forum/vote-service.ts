import { and, eq, sql } from 'drizzle-orm';
import type { AppContext, AuthUser } from '../../app-context';
import { forumPosts, forumPostVotes, forumThreads } from '../../db/schema/forum';
import { withAfterCommit } from '../../lib/after-commit';
import { conflict, forbidden } from '../../lib/http-errors';
import type { RealtimeHub } from '../../plugins/realtime-hub';
import { recordForumEvent } from '../gamification/gamification-service';
import { badgeNotifications, insertNotifications } from './fanout';
import { loadPostWithThread, loadThread } from './forum-rows';
import { canAccept, canAcceptIn, canVote } from './policy';

type Vote = -1 | 0 | 1;

/** One vote per member and post: 1 or -1 sets it, 0 withdraws it, repeating it changes nothing. */
export async function votePost(
  ctx: AppContext,
  realtime: RealtimeHub,
  user: AuthUser,
  postId: number,
  vote: Vote,
): Promise<{ post_id: number; score: number; my_vote: number }> {
  return withAfterCommit(ctx.db, realtime, async (tx, after) => {
    const { post } = await loadPostWithThread(tx, postId);
    const denied = canVote(user, post);
    if (denied) throw forbidden(denied);
    // Locking the post orders concurrent votes on it, so `before` is what this vote replaces.
    await tx.select({ id: forumPosts.id }).from(forumPosts).where(eq(forumPosts.id, postId)).for('update');
    const mine = and(eq(forumPostVotes.postId, postId), eq(forumPostVotes.userId, user.id));
    const [existing] = await tx.select({ value: forumPostVotes.value }).from(forumPostVotes).where(mine);
    const before = (existing?.value ?? 0) as Vote;
    if (before === vote) {
      const [current] = await tx
        .select({ score: forumPosts.score })
        .from(forumPosts)
        .where(eq(forumPosts.id, postId));
      return { post_id: postId, score: current?.score ?? 0, my_vote: vote };
    }
    if (vote === 0) await tx.delete(forumPostVotes).where(mine);
    else if (existing) await tx.update(forumPostVotes).set({ value: vote }).where(mine);
    else
      await tx
        .insert(forumPostVotes)
        .values({ postId, userId: user.id, value: vote, createdAt: ctx.clock.now() });
    const [updated] = await tx
      .update(forumPosts)
      .set({ score: sql`${forumPosts.score} + ${vote - before}` })
      .where(eq(forumPosts.id, postId))
      .returning({ score: forumPosts.score });
    const score = updated?.score ?? 0;
    if (post.isFirstPost)
      await tx.update(forumThreads).set({ score }).where(eq(forumThreads.id, post.threadId));
    const badges = await recordForumEvent(tx, {
      kind: 'vote_changed',
      postId,
      authorId: post.authorId,
      voterId: user.id,
      before,
      after: vote,
    });
    await insertNotifications(tx, after, badgeNotifications(badges), ctx.clock.now());
    return { post_id: postId, score, my_vote: vote };
  });
}

/** One accepted answer per thread: accepting another post replaces the previous one. */
export async function acceptPost(ctx: AppContext, realtime: RealtimeHub, user: AuthUser, postId: number) {
  return withAfterCommit(ctx.db, realtime, async (tx, after) => {
    const { post } = await loadPostWithThread(tx, postId);
    const thread = await loadThread(tx, post.threadId, true);
    const denied = canAccept(user, thread, post);
    if (denied) throw forbidden(denied);
    if (thread.acceptedPostId === postId) return { thread_id: thread.id, accepted_post_id: postId };
    const badges = [];
    if (thread.acceptedPostId !== null) {
      const { post: previous } = await loadPostWithThread(tx, thread.acceptedPostId);
      await recordForumEvent(tx, {
        kind: 'answer_unaccepted',
        postId: previous.id,
        authorId: previous.authorId,
        acceptedBy: user.id,
      });
    }
    await tx.update(forumThreads).set({ acceptedPostId: postId }).where(eq(forumThreads.id, thread.id));
    badges.push(
      ...(await recordForumEvent(tx, {
        kind: 'answer_accepted',
        postId,
        authorId: post.authorId,
        acceptedBy: user.id,
      })),
    );
    await insertNotifications(tx, after, badgeNotifications(badges), ctx.clock.now());
    return { thread_id: thread.id, accepted_post_id: postId };
  });
}

export async function unacceptPost(ctx: AppContext, user: AuthUser, postId: number) {
  return ctx.db.transaction(async (tx) => {
    const { post } = await loadPostWithThread(tx, postId);
    const thread = await loadThread(tx, post.threadId, true);
    const denied = canAcceptIn(user, thread);
    if (denied) throw forbidden(denied);
    if (thread.acceptedPostId !== postId)
      throw conflict('This post is not the accepted answer of its thread.');
    await tx.update(forumThreads).set({ acceptedPostId: null }).where(eq(forumThreads.id, thread.id));
    await recordForumEvent(tx, {
      kind: 'answer_unaccepted',
      postId,
      authorId: post.authorId,
      acceptedBy: user.id,
    });
    return { thread_id: thread.id, accepted_post_id: null };
  });
}
