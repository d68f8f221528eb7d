import { asc, count, eq, sql } from 'drizzle-orm';
import type { CategoryInput, ForumCategory } from '@electrobench/contracts/forum';
import type { AppContext } from '../../app-context';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { forumCategories, forumThreads, type ForumCategoryRow } from '../../db/schema/forum';
import { conflict, FieldError } from '../../lib/http-errors';
import { recountCategory } from './counters';
import { loadCategory, slugify } from './forum-rows';

/** A slug from the name, with a letter in it so it never reads as an id. */
const categorySlug = (name: string) => {
  const slug = slugify(name, 'category');
  return /[a-z]/.test(slug) ? slug : `category-${slug}`;
};

type Input = { name: string; slug?: string | undefined; description: string };
const SLUG_TAKEN = 'Another category already uses this slug; choose a different one.';

const c = forumCategories;

function toCategory(row: ForumCategoryRow): ForumCategory {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    position: row.position,
    thread_count: row.threadCount,
    post_count: row.postCount,
    last_activity_at: row.lastActivityAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

/** Every category in the administrator's order, with its counts and last activity. */
export async function listCategories(db: Database): Promise<ForumCategory[]> {
  const rows = await db.select().from(c).orderBy(asc(c.position), asc(c.id));
  return rows.map(toCategory);
}

export async function getCategory(db: Database, ref: string | number): Promise<ForumCategory> {
  return toCategory(await loadCategory(db, ref));
}

async function save<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error, 'forum_categories_slug_key')) throw conflict(SLUG_TAKEN);
    throw error;
  }
}

export async function createCategory(ctx: AppContext, input: CategoryInput): Promise<ForumCategory> {
  const i = input as Input;
  const [max] = await ctx.db.select({ p: sql<number>`coalesce(max(${c.position}), 0)::int` }).from(c);
  const [row] = await save(() =>
    ctx.db
      .insert(c)
      .values({
        name: i.name,
        slug: i.slug ?? categorySlug(i.name),
        description: i.description,
        position: Number(max?.p ?? 0) + 1,
      })
      .returning(),
  );
  if (!row) throw new Error('category insert returned nothing');
  return getCategory(ctx.db, row.id);
}

export async function updateCategory(
  ctx: AppContext,
  id: number,
  input: CategoryInput,
): Promise<ForumCategory> {
  const i = input as Input;
  const current = await loadCategory(ctx.db, id);
  await save(() =>
    ctx.db
      .update(c)
      .set({ name: i.name, slug: i.slug ?? current.slug, description: i.description })
      .where(eq(c.id, id)),
  );
  return getCategory(ctx.db, id);
}

/** Refused while the category holds threads, unless `moveTo` names where they go first. */
export async function deleteCategory(ctx: AppContext, id: number, moveTo: number | undefined): Promise<void> {
  await loadCategory(ctx.db, id);
  if (moveTo === id) throw new FieldError(['query', 'move_to'], 'move_to must name a different category.');
  if (moveTo !== undefined) await loadCategory(ctx.db, moveTo);
  await ctx.db.transaction(async (tx) => {
    const [held] = await tx.select({ n: count() }).from(forumThreads).where(eq(forumThreads.categoryId, id));
    const threads = held?.n ?? 0;
    if (threads > 0 && moveTo === undefined) {
      throw conflict(
        `This category holds ${threads} thread${threads === 1 ? '' : 's'}. Move them to another ` +
          'category first: delete with ?move_to=<id of that category>.',
      );
    }
    if (threads > 0 && moveTo !== undefined) {
      await tx.update(forumThreads).set({ categoryId: moveTo }).where(eq(forumThreads.categoryId, id));
      await recountCategory(tx, moveTo);
    }
    await tx.delete(c).where(eq(c.id, id));
  });
}

/** `orderedIds` must name every existing category exactly once. */
export async function reorderCategories(ctx: AppContext, orderedIds: number[]): Promise<ForumCategory[]> {
  await ctx.db.transaction(async (tx) => {
    const existing = (await tx.select({ id: c.id }).from(c).for('update')).map((r) => r.id);
    const given = new Set(orderedIds);
    const missing = existing.filter((x) => !given.has(x));
    const unknown = orderedIds.filter((x) => !existing.includes(x));
    if (missing.length > 0 || unknown.length > 0) {
      const parts = [
        missing.length > 0 ? `missing: ${missing.join(', ')}` : '',
        unknown.length > 0 ? `unknown: ${unknown.join(', ')}` : '',
      ].filter(Boolean);
      throw new FieldError(
        ['body', 'ordered_ids'],
        `ordered_ids must list every category id exactly once (${parts.join('; ')}).`,
      );
    }
    for (const [index, categoryId] of orderedIds.entries()) {
      await tx
        .update(c)
        .set({ position: index + 1 })
        .where(eq(c.id, categoryId));
    }
  });
  return listCategories(ctx.db);
}
