import { asc, count, eq, inArray } from 'drizzle-orm';
import { toPage, type PageWindow, type Paged } from '@electrobench/contracts/pagination';
import {
  STICKY_DETAIL,
  STICKY_LIMITS,
  type StickyColor,
  type StickyList,
  type StickyNote,
} from '@electrobench/contracts/sticky-notes';
import type { AppContext } from '../../app-context';
import type { Database } from '../../db/client';
import {
  stickyLists,
  stickyNotes,
  type StickyListRow,
  type StickyNoteRow,
} from '../../db/schema/sticky-notes';
import { conflict, notFound } from '../../lib/http-errors';
import { canUseStickyList, landingIndex } from './policy';
import { listIdsInOrder, lockBoard, placed, renumberLists } from './sticky-order';

export const toNote = (row: StickyNoteRow): StickyNote => ({
  id: row.id,
  list_id: row.listId,
  text: row.text,
  color: row.color as StickyColor,
  position: row.position,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

const toList = (row: StickyListRow, notes: StickyNoteRow[]): StickyList => ({
  id: row.id,
  name: row.name,
  position: row.position,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
  notes: notes.filter((n) => n.listId === row.id).map(toNote),
});

async function notesOf(db: Database, listIds: number[]): Promise<StickyNoteRow[]> {
  if (listIds.length === 0) return [];
  return db
    .select()
    .from(stickyNotes)
    .where(inArray(stickyNotes.listId, listIds))
    .orderBy(asc(stickyNotes.listId), asc(stickyNotes.position), asc(stickyNotes.id));
}

export async function ownedList(db: Database, userId: number, id: number): Promise<StickyListRow> {
  const [row] = await db.select().from(stickyLists).where(eq(stickyLists.id, id));
  if (!row || !canUseStickyList(userId, row)) throw notFound(STICKY_DETAIL.listNotFound);
  return row;
}

async function listWithNotes(db: Database, userId: number, id: number): Promise<StickyList> {
  const list = await ownedList(db, userId, id);
  return toList(list, await notesOf(db, [id]));
}

/** The whole board: lists in position order, each with its notes in position order. */
export async function listBoard(
  ctx: AppContext,
  userId: number,
  window: PageWindow,
): Promise<Paged<StickyList>> {
  const mine = eq(stickyLists.ownerId, userId);
  const [total] = await ctx.db.select({ n: count() }).from(stickyLists).where(mine);
  const lists = await ctx.db
    .select()
    .from(stickyLists)
    .where(mine)
    .orderBy(asc(stickyLists.position), asc(stickyLists.id))
    .offset(window.skip)
    .limit(window.limit);
  const notes = await notesOf(
    ctx.db,
    lists.map((l) => l.id),
  );
  return toPage(
    lists.map((l) => toList(l, notes)),
    total?.n ?? 0,
    window,
  );
}

export const getList = (ctx: AppContext, userId: number, id: number) => listWithNotes(ctx.db, userId, id);

export async function createList(ctx: AppContext, userId: number, name: string): Promise<StickyList> {
  return ctx.db.transaction(async (tx) => {
    await lockBoard(tx, userId);
    const order = await listIdsInOrder(tx, userId);
    if (order.length >= STICKY_LIMITS.lists) throw conflict(STICKY_DETAIL.tooManyLists);
    const now = ctx.clock.now();
    const [row] = await tx
      .insert(stickyLists)
      .values({ ownerId: userId, name, position: order.length, createdAt: now, updatedAt: now })
      .returning();
    if (!row) throw new Error('insert returned no row');
    return toList(row, []);
  });
}

export async function updateList(
  ctx: AppContext,
  userId: number,
  id: number,
  changes: { name?: string | undefined; position?: number | undefined },
): Promise<StickyList> {
  return ctx.db.transaction(async (tx) => {
    await lockBoard(tx, userId);
    await ownedList(tx, userId, id);
    if (changes.position !== undefined) {
      const order = await listIdsInOrder(tx, userId);
      await renumberLists(tx, placed(order, id, landingIndex(order.length - 1, changes.position)));
    }
    await tx
      .update(stickyLists)
      .set({ ...(changes.name !== undefined && { name: changes.name }), updatedAt: ctx.clock.now() })
      .where(eq(stickyLists.id, id));
    return listWithNotes(tx, userId, id);
  });
}

/** Deletes the list with its notes; the lists after it move up. */
export async function deleteList(ctx: AppContext, userId: number, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await lockBoard(tx, userId);
    await ownedList(tx, userId, id);
    await tx.delete(stickyLists).where(eq(stickyLists.id, id));
    await renumberLists(tx, await listIdsInOrder(tx, userId));
  });
}

/** Account deletion: a member's board is personal data and goes with the account (notes cascade). */
export async function eraseStickyNotes(tx: Database, userId: number): Promise<void> {
  await tx.delete(stickyLists).where(eq(stickyLists.ownerId, userId));
}
