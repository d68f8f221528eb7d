import { eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ForumAuthor, ThreadSummary } from '@electrobench/contracts/forum';
import type { Database } from '../../db/client';
import { forumCategories, forumPolls, forumPosts, forumThreads } from '../../db/schema/forum';
import { users } from '../../db/schema/users';
import { notFound } from '../../lib/http-errors';

export const NOT_FOUND = {
  category: 'Category not found.',
  thread: 'Thread not found.',
  post: 'Post not found.',
  poll: 'Poll not found.',
} as const;

const lastPoster = alias(users, 'last_poster');

/** The columns of a thread summary; `threadSummaryFrom` joins what they need. */
export const threadSummaryColumns = {
  thread: forumThreads,
  authorName: users.username,
  authorImage: users.profileImageUrl,
  lastPosterName: lastPoster.username,
  lastPosterImage: lastPoster.profileImageUrl,
  hasPoll: sql<boolean>`exists (select 1 from ${forumPolls} where ${forumPolls.postId} = ${forumThreads.firstPostId})`,
};

export function threadSummaryFrom(db: Database, where: SQL | undefined) {
  return db
    .select(threadSummaryColumns)
    .from(forumThreads)
    .innerJoin(users, eq(users.id, forumThreads.authorId))
    .leftJoin(lastPoster, eq(lastPoster.id, forumThreads.lastPostUserId))
    .where(where);
}

/** One thread with its category and the id of its first post's poll: everything a thread page heads with. */
export async function threadDetailRow(db: Database, id: number) {
  const [row] = await db
    .select({
      ...threadSummaryColumns,
      categoryName: forumCategories.name,
      categorySlug: forumCategories.slug,
      pollId: sql<
        number | null
      >`(select ${forumPolls.id} from ${forumPolls} where ${forumPolls.postId} = ${forumThreads.firstPostId})`,
    })
    .from(forumThreads)
    .innerJoin(users, eq(users.id, forumThreads.authorId))
    .innerJoin(forumCategories, eq(forumCategories.id, forumThreads.categoryId))
    .leftJoin(lastPoster, eq(lastPoster.id, forumThreads.lastPostUserId))
    .where(eq(forumThreads.id, id));
  if (!row) throw notFound(NOT_FOUND.thread);
  return row;
}

type SummaryRow = {
  thread: typeof forumThreads.$inferSelect;
  authorName: string;
  authorImage: string | null;
  lastPosterName: string | null;
  lastPosterImage: string | null;
  hasPoll: boolean;
};

export const toAuthor = (id: number, username: string, image: string | null): ForumAuthor => ({
  id,
  username,
  profile_image_url: image,
});

export function toThreadSummary(r: SummaryRow): ThreadSummary {
  const t = r.thread;
  return {
    id: t.id,
    category_id: t.categoryId,
    title: t.title,
    slug: t.slug,
    author: toAuthor(t.authorId, r.authorName, r.authorImage),
    is_locked: t.isLocked,
    is_sticky: t.isSticky,
    reply_count: t.replyCount,
    score: t.score,
    accepted_post_id: t.acceptedPostId,
    has_poll: Boolean(r.hasPoll),
    last_activity_at: t.lastActivityAt.toISOString(),
    last_poster:
      t.lastPostUserId !== null && r.lastPosterName !== null
        ? toAuthor(t.lastPostUserId, r.lastPosterName, r.lastPosterImage)
        : null,
    created_at: t.createdAt.toISOString(),
  };
}

/** A thread row, locked FOR UPDATE when inside a writing transaction; 404 when missing. */
export async function loadThread(db: Database, id: number, forUpdate = false) {
  const query = db.select().from(forumThreads).where(eq(forumThreads.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound(NOT_FOUND.thread);
  return row;
}

/** A post with its thread, for the checks of the policy; 404 when missing. */
export async function loadPostWithThread(db: Database, postId: number) {
  const [row] = await db
    .select({ post: forumPosts, thread: forumThreads })
    .from(forumPosts)
    .innerJoin(forumThreads, eq(forumThreads.id, forumPosts.threadId))
    .where(eq(forumPosts.id, postId));
  if (!row) throw notFound(NOT_FOUND.post);
  return row;
}

/** A category by numeric id or by slug (the web's /forum/c/{slug} route); 404 when missing. */
export async function loadCategory(db: Database, ref: string | number) {
  const byId = /^\d{1,9}$/.test(String(ref));
  const [row] = await db
    .select()
    .from(forumCategories)
    .where(byId ? eq(forumCategories.id, Number(ref)) : eq(forumCategories.slug, String(ref).toLowerCase()))
    .limit(1);
  if (!row) throw notFound(NOT_FOUND.category);
  return row;
}

/** URL slug of a title: lower-case ASCII words joined by hyphens. */
export function slugify(text: string, fallback = 'thread'): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return slug || fallback;
}
