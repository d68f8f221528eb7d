import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { stickyLists, stickyNotes } from '../../db/schema/sticky-notes';

// Any constant: the first key of the two-int advisory lock, so it cannot meet another feature's.
const STICKY_LOCK_SPACE = 7_301;

/**
 * Serialises one member's board changes (create, move, delete, renumber) for the rest of the
 * transaction, so two tabs reordering at once cannot leave gaps or duplicate positions.
 */
export async function lockBoard(tx: Database, ownerId: number): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${STICKY_LOCK_SPACE}, ${ownerId})`);
}

const intArray = (ids: number[]): SQL =>
  sql`ARRAY[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::int[]`;

/** Gives `ids` the positions 0, 1, 2, ... in their array order, in one statement. */
export async function renumberLists(tx: Database, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(stickyLists)
    .set({ position: sql`array_position(${intArray(ids)}, ${stickyLists.id}) - 1` })
    .where(inArray(stickyLists.id, ids));
}

export async function renumberNotes(tx: Database, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(stickyNotes)
    .set({ position: sql`array_position(${intArray(ids)}, ${stickyNotes.id}) - 1` })
    .where(inArray(stickyNotes.id, ids));
}

export async function listIdsInOrder(tx: Database, ownerId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: stickyLists.id })
    .from(stickyLists)
    .where(eq(stickyLists.ownerId, ownerId))
    .orderBy(stickyLists.position, stickyLists.id);
  return rows.map((r) => r.id);
}

export async function noteIdsInOrder(tx: Database, listId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: stickyNotes.id })
    .from(stickyNotes)
    .where(eq(stickyNotes.listId, listId))
    .orderBy(stickyNotes.position, stickyNotes.id);
  return rows.map((r) => r.id);
}

/** `ids` with `id` moved to (or inserted at) `index`. */
export function placed(ids: number[], id: number, index: number): number[] {
  const rest = ids.filter((x) => x !== id);
  return [...rest.slice(0, index), id, ...rest.slice(index)];
}
