import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import {
  LIST_LIMITS,
  type ListDetail,
  type ListItem,
  type ListItemKind,
  type ListSummary,
  type UpdateListItemInput,
} from '@electrobench/contracts/lists';
import type { AppContext } from '../../app-context';
import { smdListItems, smdLists } from '../../db/schema/smd-lists';
import { FieldError, conflict, notFound } from '../../lib/http-errors';
import { isUniqueViolation } from '../../db/errors';
import { PART_REFS, partExists, selectItemsWithParts, toListItem } from './list-parts';
import { canUseList } from './policy';

const LIST_NOT_FOUND = 'List not found.';
const ITEM_NOT_FOUND = 'List item not found.';

// Written out in full: inside a correlated subquery drizzle's unqualified column names would bind
// to the inner table.
const itemCount = sql<number>`(SELECT count(*)::int FROM smd_list_items i WHERE i.list_id = smd_lists.id)`;

type ListRow = typeof smdLists.$inferSelect;
const toSummary = (row: ListRow, items: number): ListSummary => ({
  id: row.id,
  name: row.name,
  item_count: Number(items),
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

async function ownedList(ctx: AppContext, userId: number, id: number): Promise<ListRow> {
  const [row] = await ctx.db.select().from(smdLists).where(eq(smdLists.id, id));
  if (!row || !canUseList(userId, row)) throw notFound(LIST_NOT_FOUND);
  return row;
}

/** The list an item belongs to, if the member owns it; anyone else is told the item does not exist. */
async function ownedItemList(ctx: AppContext, userId: number, itemId: number): Promise<number> {
  const [row] = await ctx.db
    .select({ listId: smdListItems.listId, ownerId: smdLists.ownerId })
    .from(smdListItems)
    .innerJoin(smdLists, eq(smdLists.id, smdListItems.listId))
    .where(eq(smdListItems.id, itemId));
  if (!row || !canUseList(userId, row)) throw notFound(ITEM_NOT_FOUND);
  return row.listId;
}

export async function listLists(ctx: AppContext, userId: number): Promise<ListSummary[]> {
  const rows = await ctx.db
    .select({ row: smdLists, items: itemCount })
    .from(smdLists)
    .where(eq(smdLists.ownerId, userId))
    .orderBy(desc(smdLists.updatedAt), desc(smdLists.id));
  return rows.map((r) => toSummary(r.row, r.items));
}

export async function createList(ctx: AppContext, userId: number, name: string): Promise<ListSummary> {
  const [owned] = await ctx.db.select({ n: count() }).from(smdLists).where(eq(smdLists.ownerId, userId));
  if ((owned?.n ?? 0) >= LIST_LIMITS.lists)
    throw conflict(`You can keep at most ${LIST_LIMITS.lists} lists.`);
  const [row] = await ctx.db.insert(smdLists).values({ ownerId: userId, name }).returning();
  if (!row) throw new Error('insert returned no row');
  return toSummary(row, 0);
}

export async function getList(ctx: AppContext, userId: number, id: number): Promise<ListDetail> {
  const list = await ownedList(ctx, userId, id);
  const rows = await selectItemsWithParts(ctx.db)
    .where(eq(smdListItems.listId, id))
    .orderBy(asc(smdListItems.createdAt), asc(smdListItems.id));
  const items = rows.map(toListItem);
  return { ...toSummary(list, items.length), items };
}

export async function renameList(
  ctx: AppContext,
  userId: number,
  id: number,
  name: string,
): Promise<ListSummary> {
  await ownedList(ctx, userId, id);
  const [row] = await ctx.db
    .update(smdLists)
    .set({ name, updatedAt: new Date() })
    .where(eq(smdLists.id, id))
    .returning();
  if (!row) throw notFound(LIST_NOT_FOUND);
  const [items] = await ctx.db.select({ n: count() }).from(smdListItems).where(eq(smdListItems.listId, id));
  return toSummary(row, items?.n ?? 0);
}

export async function deleteList(ctx: AppContext, userId: number, id: number): Promise<void> {
  await ownedList(ctx, userId, id);
  await ctx.db.delete(smdLists).where(eq(smdLists.id, id));
}

async function itemById(ctx: AppContext, itemId: number): Promise<ListItem> {
  const [row] = await selectItemsWithParts(ctx.db).where(eq(smdListItems.id, itemId));
  if (!row) throw notFound(ITEM_NOT_FOUND);
  return toListItem(row);
}

export async function addItem(
  ctx: AppContext,
  userId: number,
  listId: number,
  input: { kind: ListItemKind; part_id: number; quantity: number; note: string },
): Promise<ListItem> {
  await ownedList(ctx, userId, listId);
  const ref = PART_REFS[input.kind];
  if (!(await partExists(ctx, input.kind, input.part_id))) {
    throw new FieldError(['body', 'part_id'], `No ${ref.name} with this id.`);
  }
  const [items] = await ctx.db
    .select({ n: count() })
    .from(smdListItems)
    .where(eq(smdListItems.listId, listId));
  if ((items?.n ?? 0) >= LIST_LIMITS.itemsPerList) {
    throw conflict(`A list holds at most ${LIST_LIMITS.itemsPerList} parts.`);
  }
  let itemId: number;
  try {
    itemId = await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(smdListItems)
        .values({
          listId,
          kind: input.kind,
          [ref.column]: input.part_id,
          quantity: input.quantity,
          note: input.note,
        })
        .returning({ id: smdListItems.id });
      await tx.update(smdLists).set({ updatedAt: new Date() }).where(eq(smdLists.id, listId));
      if (!row) throw new Error('insert returned no row');
      return row.id;
    });
  } catch (error) {
    if (isUniqueViolation(error, ref.unique)) throw conflict('This part is already in the list.');
    throw error;
  }
  return itemById(ctx, itemId);
}

export async function updateItem(
  ctx: AppContext,
  userId: number,
  itemId: number,
  input: UpdateListItemInput,
): Promise<ListItem> {
  const listId = await ownedItemList(ctx, userId, itemId);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(smdListItems)
      .set({
        ...(input.quantity !== undefined && { quantity: input.quantity }),
        ...(input.note !== undefined && { note: input.note }),
      })
      .where(eq(smdListItems.id, itemId));
    await tx.update(smdLists).set({ updatedAt: new Date() }).where(eq(smdLists.id, listId));
  });
  return itemById(ctx, itemId);
}

export async function removeItem(ctx: AppContext, userId: number, itemId: number): Promise<void> {
  const listId = await ownedItemList(ctx, userId, itemId);
  await ctx.db.transaction(async (tx) => {
    await tx.delete(smdListItems).where(and(eq(smdListItems.id, itemId), eq(smdListItems.listId, listId)));
    await tx.update(smdLists).set({ updatedAt: new Date() }).where(eq(smdLists.id, listId));
  });
}
