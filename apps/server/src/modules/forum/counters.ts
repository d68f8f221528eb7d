import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { forumCategories, forumPosts, forumThreads } from '../../db/schema/forum';
import { users } from '../../db/schema/users';

/**
 * forum_thread_count and forum_post_count move by SQL arithmetic in the posting transaction
 * (never read-modify-write in JS), so concurrent posts by one member all count.
 * forum_post_count counts every live post, the first post of each thread included.
 */
export async function bumpCounters(tx: Database, userId: number, threads: number, posts: number) {
  await tx
    .update(users)
    .set({
      forumThreadCount: sql`greatest(${users.forumThreadCount} + ${threads}, 0)`,
      forumPostCount: sql`greatest(${users.forumPostCount} + ${posts}, 0)`,
    })
    .where(eq(users.id, userId));
}

/** The forum home's counts of a category, moved the same way; `activityAt` marks new activity. */
export async function bumpCategory(
  tx: Database,
  categoryId: number,
  threads: number,
  posts: number,
  activityAt: Date | null,
) {
  const c = forumCategories;
  await tx
    .update(c)
    .set({
      threadCount: sql`greatest(${c.threadCount} + ${threads}, 0)`,
      postCount: sql`greatest(${c.postCount} + ${posts}, 0)`,
      ...(activityAt && { lastActivityAt: activityAt }),
    })
    .where(eq(c.id, categoryId));
}

/** Recounts a category from its threads (after threads move in or one is deleted: rare admin paths). */
export async function recountCategory(tx: Database, categoryId: number) {
  const t = forumThreads;
  const mine = sql`${t.categoryId} = ${categoryId}`;
  await tx
    .update(forumCategories)
    .set({
      threadCount: sql`(select count(*)::int from ${t} where ${mine})`,
      postCount: sql`(select coalesce(sum(${t.replyCount} + 1), 0)::int from ${t} where ${mine})`,
      lastActivityAt: sql`(select max(${t.lastActivityAt}) from ${t} where ${mine})`,
    })
    .where(eq(forumCategories.id, categoryId));
}

/** Live posts per author of a thread (what deleting the thread takes off each author's count). */
export async function livePostsByAuthor(tx: Database, threadId: number) {
  return tx
    .select({
      authorId: forumPosts.authorId,
      n: sql<number>`count(*)::int`,
      ids: sql<number[]>`array_agg(${forumPosts.id})`,
    })
    .from(forumPosts)
    .where(and(eq(forumPosts.threadId, threadId), eq(forumPosts.isDeleted, false)))
    .groupBy(forumPosts.authorId);
}

/** Whether anyone but the author has a live post in the thread. */
export async function othersReplied(db: Database, threadId: number, authorId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: forumPosts.id })
    .from(forumPosts)
    .where(
      and(
        eq(forumPosts.threadId, threadId),
        ne(forumPosts.authorId, authorId),
        eq(forumPosts.isDeleted, false),
      ),
    )
    .limit(1);
  return row !== undefined;
}
