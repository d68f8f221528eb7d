import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { MyPost } from '@electrobench/contracts/forum';
import { toPage } from '@electrobench/contracts/pagination';
import type { AppContext, AuthUser } from '../../app-context';
import { forumCategories, forumPosts, forumThreads } from '../../db/schema/forum';
import { plainExcerpt } from './markdown';
import { threadSummaryFrom, toThreadSummary } from './forum-rows';

type Window = { skip: number; limit: number };

/** The signed-in member's threads, newest first, each with its category. */
export async function myThreads(ctx: AppContext, user: AuthUser, window: Window) {
  const mine = eq(forumThreads.authorId, user.id);
  const [total] = await ctx.db.select({ n: count() }).from(forumThreads).where(mine);
  const rows = await threadSummaryFrom(ctx.db, mine)
    .orderBy(desc(forumThreads.createdAt), desc(forumThreads.id))
    .offset(window.skip)
    .limit(window.limit);
  const categoryIds = [...new Set(rows.map((r) => r.thread.categoryId))];
  const categories = categoryIds.length
    ? await ctx.db.select().from(forumCategories).where(inArray(forumCategories.id, categoryIds))
    : [];
  const byId = new Map(categories.map((c) => [c.id, { id: c.id, name: c.name, slug: c.slug }]));
  const items = rows.map((r) => ({
    ...toThreadSummary(r),
    category: byId.get(r.thread.categoryId) ?? { id: r.thread.categoryId, name: '', slug: '' },
  }));
  return toPage(items, total?.n ?? 0, window);
}

/** The signed-in member's live posts, newest first, with the thread each belongs to. */
export async function myPosts(ctx: AppContext, user: AuthUser, window: Window) {
  const mine = and(eq(forumPosts.authorId, user.id), eq(forumPosts.isDeleted, false));
  const [total] = await ctx.db.select({ n: count() }).from(forumPosts).where(mine);
  const rows = await ctx.db
    .select({ post: forumPosts, thread: forumThreads })
    .from(forumPosts)
    .innerJoin(forumThreads, eq(forumThreads.id, forumPosts.threadId))
    .where(mine)
    .orderBy(desc(forumPosts.createdAt), desc(forumPosts.id))
    .offset(window.skip)
    .limit(window.limit);
  const items: MyPost[] = rows.map(({ post, thread }) => ({
    id: post.id,
    thread_id: thread.id,
    thread_title: thread.title,
    thread_slug: thread.slug,
    is_first_post: post.isFirstPost,
    excerpt: plainExcerpt(post.content),
    created_at: post.createdAt.toISOString(),
    edited_at: post.editedAt?.toISOString() ?? null,
    score: post.score,
    is_accepted: thread.acceptedPostId === post.id,
  }));
  return toPage(items, total?.n ?? 0, window);
}
