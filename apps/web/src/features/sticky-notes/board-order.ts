import type { StickyList, StickyNote } from '@electrobench/contracts/sticky-notes';

/** Where a note goes: a list and its 0-based index there once the note has left its old place. */
export interface NotePlace {
  listId: number;
  index: number;
}

export type KeyboardMove = 'up' | 'down' | 'previous-list' | 'next-list';

export function findNote(board: readonly StickyList[], noteId: number) {
  for (const [listIndex, list] of board.entries()) {
    const index = list.notes.findIndex((n) => n.id === noteId);
    if (index >= 0) return { list, listIndex, index, note: list.notes[index] as StickyNote };
  }
  return null;
}

const renumber = (notes: StickyNote[], listId: number) =>
  notes.map((note, position) => ({ ...note, list_id: listId, position }));

/**
 * The board after moving a note, as the server will store it (positions 0.. in each list touched).
 * The index is clamped to the target list; an unknown note or list leaves the board as it is.
 */
export function moveNote(board: readonly StickyList[], noteId: number, to: NotePlace): StickyList[] {
  const from = findNote(board, noteId);
  if (!from || !board.some((l) => l.id === to.listId)) return [...board];
  return board.map((list) => {
    const rest = list.notes.filter((n) => n.id !== noteId);
    if (list.id !== to.listId)
      return list.id === from.list.id ? { ...list, notes: renumber(rest, list.id) } : list;
    const index = Math.max(0, Math.min(to.index, rest.length));
    return { ...list, notes: renumber([...rest.slice(0, index), from.note, ...rest.slice(index)], list.id) };
  });
}

/**
 * Where a keyboard command sends a note, or null when it cannot go that way (top, bottom, first or
 * last list). Across lists the note keeps its row if the other list is long enough, else goes last.
 */
export function keyboardTarget(
  board: readonly StickyList[],
  noteId: number,
  move: KeyboardMove,
): NotePlace | null {
  const from = findNote(board, noteId);
  if (!from) return null;
  if (move === 'up') return from.index > 0 ? { listId: from.list.id, index: from.index - 1 } : null;
  if (move === 'down') {
    return from.index < from.list.notes.length - 1 ? { listId: from.list.id, index: from.index + 1 } : null;
  }
  const other = board[from.listIndex + (move === 'previous-list' ? -1 : 1)];
  if (!other) return null;
  return { listId: other.id, index: Math.min(from.index, other.notes.length) };
}

/**
 * The drop index in a list from the pointer's y and the vertical middles of the list's other notes
 * (top to bottom): the number of notes whose middle is above the pointer.
 */
export function dropIndex(middles: readonly number[], pointerY: number): number {
  return middles.filter((middle) => middle < pointerY).length;
}

/** What a screen reader hears after a move. */
export function moveAnnouncement(board: readonly StickyList[], noteId: number): string {
  const at = findNote(board, noteId);
  if (!at) return '';
  const words = at.note.text.length > 40 ? `${at.note.text.slice(0, 40)}…` : at.note.text;
  return `Note “${words}” is now ${at.index + 1} of ${at.list.notes.length} in ${at.list.name}.`;
}
