import type { StickyList } from '@electrobench/contracts/sticky-notes';
import { describe, expect, it } from 'vitest';
import { dropIndex, keyboardTarget, moveAnnouncement, moveNote } from './board-order';

const note = (id: number, listId: number, position: number) => ({
  id,
  list_id: listId,
  text: `note ${id}`,
  color: 'yellow' as const,
  position,
  created_at: '',
  updated_at: '',
});
const list = (id: number, name: string, ids: number[]): StickyList => ({
  id,
  name,
  position: id,
  created_at: '',
  updated_at: '',
  notes: ids.map((n, i) => note(n, id, i)),
});
const board = [list(1, 'Bench', [10, 11, 12]), list(2, 'Parts', [20]), list(3, 'Empty', [])];
const shape = (b: StickyList[]) => b.map((l) => l.notes.map((n) => [n.id, n.list_id, n.position]));

describe('sticky board order', () => {
  it('reorders within a list and renumbers positions', () => {
    expect(shape(moveNote(board, 10, { listId: 1, index: 2 }))).toEqual([
      [
        [11, 1, 0],
        [12, 1, 1],
        [10, 1, 2],
      ],
      [[20, 2, 0]],
      [],
    ]);
  });

  it('moves to another list, clamping the index, and leaves unknown moves alone', () => {
    const moved = moveNote(board, 11, { listId: 3, index: 99 });
    expect(shape(moved)).toEqual([
      [
        [10, 1, 0],
        [12, 1, 1],
      ],
      [[20, 2, 0]],
      [[11, 3, 0]],
    ]);
    expect(moved[1]).toBe(board[1]);
    expect(shape(moveNote(board, 99, { listId: 1, index: 0 }))).toEqual(shape(board));
    expect(shape(moveNote(board, 10, { listId: 99, index: 0 }))).toEqual(shape(board));
  });

  it('finds keyboard targets and refuses moves past the edges', () => {
    expect(keyboardTarget(board, 10, 'up')).toBeNull();
    expect(keyboardTarget(board, 10, 'down')).toEqual({ listId: 1, index: 1 });
    expect(keyboardTarget(board, 12, 'down')).toBeNull();
    expect(keyboardTarget(board, 12, 'up')).toEqual({ listId: 1, index: 1 });
    expect(keyboardTarget(board, 10, 'previous-list')).toBeNull();
    // Row 2 in a list of one note: it goes last there.
    expect(keyboardTarget(board, 12, 'next-list')).toEqual({ listId: 2, index: 1 });
    expect(keyboardTarget(board, 20, 'next-list')).toEqual({ listId: 3, index: 0 });
    expect(keyboardTarget(board, 20, 'previous-list')).toEqual({ listId: 1, index: 0 });
    expect(keyboardTarget(board, 99, 'up')).toBeNull();
  });

  it('drops where the pointer is between note middles', () => {
    expect(dropIndex([100, 200, 300], 50)).toBe(0);
    expect(dropIndex([100, 200, 300], 150)).toBe(1);
    expect(dropIndex([100, 200, 300], 999)).toBe(3);
    expect(dropIndex([], 10)).toBe(0);
  });

  it('announces the new place', () => {
    const moved = moveNote(board, 10, { listId: 2, index: 1 });
    expect(moveAnnouncement(moved, 10)).toBe('Note “note 10” is now 2 of 2 in Parts.');
  });
});
