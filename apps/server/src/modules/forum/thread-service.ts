import { desc, eq, type SQL } from 'drizzle-orm';
import type { CreateThreadInput, ThreadDetail, ThreadList, ThreadSort } from '@electrobench/contracts/forum';
import type { AppContext, AuthUser } from '../../app-context';
import { forumPosts, forumThreads } from '../../db/schema/forum';
import { withAfterCommit } from '../../lib/after-commit';
import { FieldError, forbidden } from '../../lib/http-errors';
import type { RealtimeHub } from '../../plugins/realtime-hub';
import { recordForumEvent } from '../gamification/gamification-service';
import { getCategory } from './category-service';
import { prepareContent } from './content';
import { bumpCategory, bumpCounters, livePostsByAuthor, othersReplied, recountCategory } from './counters';
import {
  autoSubscribe,
  badgeNotifications,
  insertNotifications,
  planPostNotifications,
  subscribedThreadIds,
} from './fanout';
import {
  loadCategory,
  loadThread,
  slugify,
  threadDetailRow,
  threadSummaryFrom,
  toThreadSummary,
} from './forum-rows';
import { canAcceptIn, canDeleteThread, canModerate, canReply } from './policy';
import { insertPoll, pollCloseTime } from './poll-service';
import { searchVectorSql } from './search-text';

type Parsed = {
  category_id?: number | undefined;
  title: string;
  content: string;
  poll?: CreateThreadInput['poll'];
};

const t = forumThreads;
const SORTS: Record<ThreadSort, SQL[]> = {
  activity: [desc(t.lastActivityAt), desc(t.id)],
  newest: [desc(t.createdAt), desc(t.id)],
  top: [desc(t.score), desc(t.id)],
};

/** A category's threads, sticky first, then by the chosen sort (each order has its own index). */
export async function listThreads(
  ctx: AppContext,
  ref: string,
  query: { skip: number; limit: number; sort_by: ThreadSort },
): Promise<ThreadList> {
  const category = await getCategory(ctx.db, ref);
  const where = eq(t.categoryId, category.id);
  const rows = await threadSummaryFrom(ctx.db, where)
    .orderBy(desc(t.isSticky), ...SORTS[query.sort_by])
    .offset(query.skip)
    .limit(query.limit);
  const total = category.thread_count;
  return {
    items: rows.map(toThreadSummary),
    total_items: total,
    total_pages: Math.ceil(total / query.limit),
    current_page: Math.floor(query.skip / query.limit) + 1,
    limit: query.limit,
    category,
  };
}

export async function getThread(ctx: AppContext, viewer: AuthUser | null, id: number): Promise<ThreadDetail> {
  const row = await threadDetailRow(ctx.db, id);
  const thread = row.thread;
  const facts = { authorId: thread.authorId, isLocked: thread.isLocked };
  const subscribed = viewer ? await subscribedThreadIds(ctx.db, viewer.id, [id]) : new Set<number>();
  // Whether others replied only matters to the author (admins may delete anyway).
  const othersIn =
    viewer !== null &&
    viewer.id === thread.authorId &&
    !viewer.isSuperuser &&
    (await othersReplied(ctx.db, id, thread.authorId));
  return {
    ...toThreadSummary(row),
    category: { id: thread.categoryId, name: row.categoryName, slug: row.categorySlug },
    first_post_id: thread.firstPostId ?? 0,
    poll_id: row.pollId === null ? null : Number(row.pollId),
    post_count: thread.postCount,
    viewer: {
      is_subscribed: subscribed.has(id),
      can_reply: viewer !== null && canReply(viewer, facts) === null,
      can_delete: viewer !== null && canDeleteThread(viewer, facts, othersIn) === null,
      can_moderate: viewer !== null && canModerate(viewer) === null,
      can_accept: viewer !== null && canAcceptIn(viewer, facts) === null,
    },
  };
}

export async function createThread(
  ctx: AppContext,
  realtime: RealtimeHub,
  user: AuthUser,
  ref: string,
  input: CreateThreadInput,
): Promise<ThreadDetail> {
  const i = input as Parsed;
  const category = await loadCategory(ctx.db, ref);
  if (i.category_id !== undefined && i.category_id !== category.id) {
    throw new FieldError(['body', 'category_id'], 'category_id differs from the category in the path.');
  }
  const now = ctx.clock.now();
  const closesAt = i.poll ? pollCloseTime(i.poll, now, ['body', 'poll']) : null;
  const content = await prepareContent(ctx.db, i.content);
  const id = await withAfterCommit(ctx.db, realtime, async (tx, after) => {
    const slug = slugify(i.title);
    const [thread] = await tx
      .insert(t)
      .values({
        categoryId: category.id,
        authorId: user.id,
        title: i.title,
        slug,
        lastActivityAt: now,
        lastPostUserId: user.id,
        createdAt: now,
      })
      .returning();
    if (!thread) throw new Error('thread insert returned nothing');
    const [post] = await tx
      .insert(forumPosts)
      .values({
        threadId: thread.id,
        authorId: user.id,
        isFirstPost: true,
        content: i.content,
        contentHtml: content.html,
        createdAt: now,
        searchVector: searchVectorSql(i.title, i.content),
      })
      .returning({ id: forumPosts.id });
    if (!post) throw new Error('post insert returned nothing');
    await tx.update(t).set({ firstPostId: post.id }).where(eq(t.id, thread.id));
    if (i.poll) await insertPoll(tx, post.id, i.poll, closesAt, now);
    await autoSubscribe(tx, thread.id, user.id);
    await bumpCounters(tx, user.id, 1, 1);
    await bumpCategory(tx, category.id, 1, 1, now);
    const badges = await recordForumEvent(tx, {
      kind: 'thread_created',
      userId: user.id,
      threadId: thread.id,
    });
    const [me] = await threadSummaryFrom(tx, eq(t.id, thread.id));
    const planned = await planPostNotifications(tx, {
      post: { id: post.id, authorId: user.id, authorName: me?.authorName ?? '' },
      thread: { id: thread.id, title: thread.title, slug, authorId: user.id },
      repliedToAuthorId: null,
      mentions: content.mentions,
      isReply: false,
    });
    await insertNotifications(tx, after, [...planned, ...badgeNotifications(badges)], now);
    return thread.id;
  });
  return getThread(ctx, user, id);
}

/** The author while nobody else has replied, administrators always; posts, votes and polls go too. */
export async function deleteThread(ctx: AppContext, user: AuthUser, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const thread = await loadThread(tx, id, true);
    const replied = await othersReplied(tx, id, thread.authorId);
    const denied = canDeleteThread(user, thread, replied);
    if (denied) throw forbidden(denied);
    const perAuthor = await livePostsByAuthor(tx, id);
    // The first post cannot be deleted alone, so the thread's author is always among them.
    for (const a of perAuthor) {
      await bumpCounters(tx, a.authorId, a.authorId === thread.authorId ? -1 : 0, -Number(a.n));
    }
    const postIds = perAuthor.flatMap((a) => a.ids.map(Number));
    await recordForumEvent(tx, { kind: 'thread_deleted', userId: thread.authorId, threadId: id, postIds });
    await tx.delete(t).where(eq(t.id, id));
    await recountCategory(tx, thread.categoryId);
  });
}

/** PUT /lock and /sticky: `value` sets it, undefined toggles (SPEC section 4). Admins only. */
export async function setFlag(
  ctx: AppContext,
  user: AuthUser,
  id: number,
  flag: 'isLocked' | 'isSticky',
  value: boolean | undefined,
): Promise<ThreadDetail> {
  const denied = canModerate(user);
  if (denied) throw forbidden(denied);
  await ctx.db.transaction(async (tx) => {
    const thread = await loadThread(tx, id, true);
    await tx
      .update(t)
      .set({ [flag]: value ?? !thread[flag] })
      .where(eq(t.id, id));
  });
  return getThread(ctx, user, id);
}
