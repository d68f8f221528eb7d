import { and, eq, inArray } from 'drizzle-orm';
import {
  STICKY_DETAIL,
  STICKY_LIMITS,
  type StickyColor,
  type StickyNote,
  type StickyNoteUpdate,
} from '@electrobench/contracts/sticky-notes';
import type { AppContext } from '../../app-context';
import type { Database } from '../../db/client';
import { stickyLists, stickyNotes, type StickyNoteRow } from '../../db/schema/sticky-notes';
import { conflict, notFound } from '../../lib/http-errors';
import { canUseStickyList, landingIndex } from './policy';
import { ownedList, toNote } from './sticky-lists-service';
import { lockBoard, noteIdsInOrder, placed, renumberNotes } from './sticky-order';

export async function addNote(
  ctx: AppContext,
  userId: number,
  listId: number,
  input: { text: string; color: StickyColor; position?: number | undefined },
): Promise<StickyNote> {
  return ctx.db.transaction(async (tx) => {
    await lockBoard(tx, userId);
    await ownedList(tx, userId, listId);
    const order = await noteIdsInOrder(tx, listId);
    if (order.length >= STICKY_LIMITS.notesPerList) throw conflict(STICKY_DETAIL.tooManyNotes);
    const now = ctx.clock.now();
    const [row] = await tx
      .insert(stickyNotes)
      .values({
        listId,
        text: input.text,
        color: input.color,
        position: order.length,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!row) throw new Error('insert returned no row');
    const index = landingIndex(order.length, input.position);
    if (index !== order.length) await renumberNotes(tx, placed(order, row.id, index));
    await tx.update(stickyLists).set({ updatedAt: now }).where(eq(stickyLists.id, listId));
    return toNote({ ...row, position: index });
  });
}

async function ownedNote(db: Database, userId: number, id: number): Promise<StickyNoteRow> {
  const [row] = await db
    .select({ note: stickyNotes, ownerId: stickyLists.ownerId })
    .from(stickyNotes)
    .innerJoin(stickyLists, eq(stickyLists.id, stickyNotes.listId))
    .where(eq(stickyNotes.id, id));
  if (!row || !canUseStickyList(userId, row)) throw notFound(STICKY_DETAIL.noteNotFound);
  return row.note;
}

/**
 * Edits text or colour and moves a note: within its list, or to another list of the same owner
 * (at `position`, else last). Both lists are renumbered in the same transaction.
 */
export async function updateNote(
  ctx: AppContext,
  userId: number,
  id: number,
  changes: StickyNoteUpdate,
): Promise<StickyNote> {
  return ctx.db.transaction(async (tx) => {
    await lockBoard(tx, userId);
    const note = await ownedNote(tx, userId, id);
    const targetId = changes.list_id ?? note.listId;
    const moving = targetId !== note.listId;
    if (moving) await ownedList(tx, userId, targetId);
    const target = await noteIdsInOrder(tx, targetId);
    if (moving && target.length >= STICKY_LIMITS.notesPerList) throw conflict(STICKY_DETAIL.tooManyNotes);
    const now = ctx.clock.now();
    await tx
      .update(stickyNotes)
      .set({
        listId: targetId,
        ...(changes.text !== undefined && { text: changes.text }),
        ...(changes.color !== undefined && { color: changes.color }),
        updatedAt: now,
      })
      .where(eq(stickyNotes.id, id));
    if (moving || changes.position !== undefined) {
      const others = target.filter((x) => x !== id);
      await renumberNotes(tx, placed(others, id, landingIndex(others.length, changes.position)));
      if (moving) await renumberNotes(tx, await noteIdsInOrder(tx, note.listId));
    }
    await tx
      .update(stickyLists)
      .set({ updatedAt: now })
      .where(inArray(stickyLists.id, [note.listId, targetId]));
    const [row] = await tx.select().from(stickyNotes).where(eq(stickyNotes.id, id));
    if (!row) throw notFound(STICKY_DETAIL.noteNotFound);
    return toNote(row);
  });
}

export async function deleteNote(ctx: AppContext, userId: number, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await lockBoard(tx, userId);
    const note = await ownedNote(tx, userId, id);
    await tx.delete(stickyNotes).where(and(eq(stickyNotes.id, id), eq(stickyNotes.listId, note.listId)));
    await renumberNotes(tx, await noteIdsInOrder(tx, note.listId));
  });
}
