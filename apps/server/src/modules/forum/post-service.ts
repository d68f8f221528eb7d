import { and, asc, count, eq, gte, lt, sql } from 'drizzle-orm';
import type { CreatePostInput, ForumPost, PostList, UpdatePostInput } from '@electrobench/contracts/forum';
import { toPage } from '@electrobench/contracts/pagination';
import type { AppContext, AuthUser } from '../../app-context';
import type { Database } from '../../db/client';
import {
  forumPolls,
  forumPosts,
  forumPostVotes,
  forumThreads,
  type ForumThreadRow,
} from '../../db/schema/forum';
import { users } from '../../db/schema/users';
import { withAfterCommit } from '../../lib/after-commit';
import { FieldError, forbidden, notFound } from '../../lib/http-errors';
import type { RealtimeHub } from '../../plugins/realtime-hub';
import { recordForumEvent } from '../gamification/gamification-service';
import { prepareContent } from './content';
import { bumpCategory, bumpCounters } from './counters';
import { autoSubscribe, badgeNotifications, insertNotifications, planPostNotifications } from './fanout';
import { loadPostWithThread, loadThread, NOT_FOUND, slugify, toAuthor } from './forum-rows';
import { canDeletePost, canEditPost, canReply } from './policy';
import { searchVectorSql } from './search-text';

const p = forumPosts;

function postsQuery(db: Database, viewer: AuthUser | null) {
  return db
    .select({
      post: p,
      authorName: users.username,
      authorImage: users.profileImageUrl,
      myVote: viewer
        ? sql<number>`coalesce((select ${forumPostVotes.value} from ${forumPostVotes} where ${forumPostVotes.postId} = ${p.id} and ${forumPostVotes.userId} = ${viewer.id}), 0)`
        : sql<number>`0`,
      pollId: forumPolls.id,
    })
    .from(p)
    .innerJoin(users, eq(users.id, p.authorId))
    .leftJoin(forumPolls, eq(forumPolls.postId, p.id));
}
type PostRowOut = Awaited<ReturnType<typeof postsQuery>>[number];

function toPost(r: PostRowOut, thread: ForumThreadRow, viewer: AuthUser | null): ForumPost {
  const post = r.post;
  const facts = { authorId: post.authorId, isDeleted: post.isDeleted, isFirstPost: post.isFirstPost };
  return {
    id: post.id,
    thread_id: post.threadId,
    author: toAuthor(post.authorId, r.authorName, r.authorImage),
    content: post.content,
    content_html: post.contentHtml,
    created_at: post.createdAt.toISOString(),
    edited_at: post.editedAt?.toISOString() ?? null,
    is_deleted: post.isDeleted,
    is_first_post: post.isFirstPost,
    reply_to_post_id: post.replyToPostId,
    score: post.score,
    my_vote: Number(r.myVote),
    is_accepted: thread.acceptedPostId === post.id,
    poll_id: r.pollId,
    can_edit: viewer !== null && canEditPost(viewer, thread, facts) === null,
    can_delete: viewer !== null && canDeletePost(viewer, thread, facts) === null,
  };
}

/** A page of a thread's posts in order; with `post_id` the page that holds that post. */
export async function listPosts(
  ctx: AppContext,
  viewer: AuthUser | null,
  threadId: number,
  query: { skip: number; limit: number; post_id?: number | undefined },
): Promise<PostList> {
  const thread = await loadThread(ctx.db, threadId);
  let skip = query.skip;
  if (query.post_id !== undefined) {
    const [target] = await ctx.db.select({ threadId: p.threadId }).from(p).where(eq(p.id, query.post_id));
    if (target?.threadId !== threadId) throw notFound('Post not found in this thread.');
    const [before] = await ctx.db
      .select({ n: count() })
      .from(p)
      .where(and(eq(p.threadId, threadId), lt(p.id, query.post_id)));
    skip = Math.floor((before?.n ?? 0) / query.limit) * query.limit;
  }
  // The page starts at the id found by an index-only walk of (thread_id, id), so a deep page joins
  // its 20 rows rather than every post before it.
  const startId = sql`(select f.id from ${p} f where f.thread_id = ${threadId} order by f.id offset ${skip} limit 1)`;
  const rows = await postsQuery(ctx.db, viewer)
    .where(and(eq(p.threadId, threadId), gte(p.id, startId)))
    .orderBy(asc(p.id))
    .limit(query.limit);
  return toPage(
    rows.map((r) => toPost(r, thread, viewer)),
    thread.postCount,
    { skip, limit: query.limit },
  );
}

export async function getPost(ctx: AppContext, viewer: AuthUser | null, postId: number): Promise<ForumPost> {
  return readPost(ctx.db, viewer, postId);
}

async function readPost(db: Database, viewer: AuthUser | null, postId: number): Promise<ForumPost> {
  const [row] = await postsQuery(db, viewer).where(eq(p.id, postId));
  if (!row) throw notFound(NOT_FOUND.post);
  return toPost(row, await loadThread(db, row.post.threadId), viewer);
}

export async function createPost(
  ctx: AppContext,
  realtime: RealtimeHub,
  user: AuthUser,
  threadId: number,
  input: CreatePostInput,
): Promise<ForumPost> {
  const replyTo = input.reply_to_post_id ?? null;
  const content = await prepareContent(ctx.db, input.content);
  const now = ctx.clock.now();
  return withAfterCommit(ctx.db, realtime, async (tx, after) => {
    // The row lock orders concurrent replies and makes the locked check final.
    const thread = await loadThread(tx, threadId, true);
    const denied = canReply(user, thread);
    if (denied) throw forbidden(denied);
    let repliedToAuthorId: number | null = null;
    if (replyTo !== null) {
      const [target] = await tx
        .select({ threadId: p.threadId, authorId: p.authorId })
        .from(p)
        .where(eq(p.id, replyTo));
      if (target?.threadId !== threadId) {
        throw new FieldError(['body', 'reply_to_post_id'], 'reply_to_post_id is not a post of this thread.');
      }
      repliedToAuthorId = target.authorId;
    }
    const [post] = await tx
      .insert(p)
      .values({
        threadId,
        authorId: user.id,
        replyToPostId: replyTo,
        content: input.content,
        contentHtml: content.html,
        createdAt: now,
        searchVector: searchVectorSql(null, input.content),
      })
      .returning({ id: p.id });
    if (!post) throw new Error('post insert returned nothing');
    await tx
      .update(forumThreads)
      .set({
        replyCount: sql`${forumThreads.replyCount} + 1`,
        postCount: sql`${forumThreads.postCount} + 1`,
        lastActivityAt: now,
        lastPostUserId: user.id,
      })
      .where(eq(forumThreads.id, threadId));
    await bumpCounters(tx, user.id, 0, 1);
    await bumpCategory(tx, thread.categoryId, 0, 1, now);
    await autoSubscribe(tx, threadId, user.id);
    const badges = await recordForumEvent(tx, {
      kind: 'post_created',
      userId: user.id,
      postId: post.id,
      threadId,
    });
    const [me] = await tx.select({ username: users.username }).from(users).where(eq(users.id, user.id));
    const planned = await planPostNotifications(tx, {
      post: { id: post.id, authorId: user.id, authorName: me?.username ?? '' },
      thread: { id: threadId, title: thread.title, slug: thread.slug, authorId: thread.authorId },
      repliedToAuthorId,
      mentions: content.mentions,
      isReply: true,
    });
    await insertNotifications(tx, after, [...planned, ...badgeNotifications(badges)], now);
    // Read back inside the transaction: one turn on the connection instead of another wait after it.
    return readPost(tx, user, post.id);
  });
}

/** Edits set edited_at; a first post may also change its thread's title (and slug). */
export async function updatePost(
  ctx: AppContext,
  user: AuthUser,
  postId: number,
  input: UpdatePostInput,
): Promise<ForumPost> {
  const { post, thread } = await loadPostWithThread(ctx.db, postId);
  const denied = canEditPost(user, thread, post);
  if (denied) throw forbidden(denied);
  if (input.title !== undefined && !post.isFirstPost) {
    throw new FieldError(['body', 'title'], 'Only the first post of a thread carries its title.');
  }
  const content = await prepareContent(ctx.db, input.content);
  const title = post.isFirstPost ? (input.title ?? thread.title) : null;
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(p)
      .set({
        content: input.content,
        contentHtml: content.html,
        editedAt: ctx.clock.now(),
        searchVector: searchVectorSql(title, input.content),
      })
      .where(and(eq(p.id, postId), eq(p.isDeleted, false)));
    if (title !== null && title !== thread.title) {
      await tx
        .update(forumThreads)
        .set({ title, slug: slugify(title) })
        .where(eq(forumThreads.id, thread.id));
    }
  });
  return getPost(ctx, user, postId);
}

/** Leaves a "deleted" placeholder so the replies around it still read in order. */
export async function deletePost(ctx: AppContext, user: AuthUser, postId: number): Promise<ForumPost> {
  await ctx.db.transaction(async (tx) => {
    const { post } = await loadPostWithThread(tx, postId);
    const thread = await loadThread(tx, post.threadId, true);
    const denied = canDeletePost(user, thread, post);
    if (denied) throw forbidden(denied);
    await tx
      .update(p)
      .set({ isDeleted: true, content: '', contentHtml: '', searchVector: null })
      .where(eq(p.id, postId));
    const wasAccepted = thread.acceptedPostId === postId;
    await tx
      .update(forumThreads)
      .set({
        replyCount: sql`greatest(${forumThreads.replyCount} - 1, 0)`,
        ...(wasAccepted && { acceptedPostId: null }),
      })
      .where(eq(forumThreads.id, thread.id));
    await bumpCounters(tx, post.authorId, 0, -1);
    await bumpCategory(tx, thread.categoryId, 0, -1, null);
    if (wasAccepted) {
      await recordForumEvent(tx, {
        kind: 'answer_unaccepted',
        postId,
        authorId: post.authorId,
        acceptedBy: user.id,
      });
    }
    await recordForumEvent(tx, { kind: 'post_deleted', userId: post.authorId, postId, threadId: thread.id });
  });
  return getPost(ctx, user, postId);
}

export async function preview(ctx: AppContext, content: string): Promise<{ content_html: string }> {
  return { content_html: (await prepareContent(ctx.db, content)).html };
}
