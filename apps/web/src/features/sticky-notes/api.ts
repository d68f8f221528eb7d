import type { Paged } from '@electrobench/contracts/paging';
import {
  STICKY_LIMITS,
  type StickyColor,
  type StickyList,
  type StickyNote,
} from '@electrobench/contracts/sticky-notes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { readableError } from '../../lib/forms';
import { toast } from '../../ui/toast/toast';
import { moveNote, type NotePlace } from './board-order';

const BOARD = ['sticky-notes', 'board'] as const;
type Board = StickyList[];

/** The whole board in one call: the default limit is the cap on lists. */
export function useBoard() {
  return useQuery({
    queryKey: BOARD,
    queryFn: async () =>
      (await apiRequest<Paged<StickyList>>('/sticky-notes/lists', { query: { limit: STICKY_LIMITS.lists } }))
        .items,
  });
}

// Negative ids mark rows the server has not answered for yet; they get no edit or move controls.
let nextTempId = -1;
const tempId = () => nextTempId--;
const stamp = () => new Date().toISOString();

/**
 * A board change shown at once: `change` edits the cached board before the call, an error puts the
 * board back and says why, and the board is fetched again once no other change is on its way (an
 * earlier refetch would undo the changes still in flight on screen).
 */
function useBoardMutation<V>(send: (vars: V) => Promise<unknown>, change: (board: Board, vars: V) => Board) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: BOARD,
    mutationFn: send,
    onMutate: async (vars: V) => {
      await client.cancelQueries({ queryKey: BOARD });
      const before = client.getQueryData<Board>(BOARD);
      if (before) client.setQueryData<Board>(BOARD, change(before, vars));
      return { before };
    },
    onError: (error, _vars, context) => {
      if (context?.before) client.setQueryData(BOARD, context.before);
      toast({ title: 'Change not saved', message: readableError(error), variant: 'danger' });
    },
    onSettled: () => {
      if (client.isMutating({ mutationKey: BOARD }) <= 1) void client.invalidateQueries({ queryKey: BOARD });
    },
  });
}

const mapList = (board: Board, id: number, edit: (list: StickyList) => StickyList) =>
  board.map((list) => (list.id === id ? edit(list) : list));
const mapNote = (board: Board, id: number, edit: (note: StickyNote) => StickyNote) =>
  board.map((list) =>
    list.notes.some((n) => n.id === id)
      ? { ...list, notes: list.notes.map((n) => (n.id === id ? edit(n) : n)) }
      : list,
  );

export const useCreateList = () =>
  useBoardMutation(
    (name: string) => apiRequest('/sticky-notes/lists', { method: 'POST', body: { name } }),
    (board, name) => [
      ...board,
      { id: tempId(), name, position: board.length, created_at: stamp(), updated_at: stamp(), notes: [] },
    ],
  );

export const useRenameList = () =>
  useBoardMutation(
    ({ id, name }: { id: number; name: string }) =>
      apiRequest(`/sticky-notes/lists/${id}`, { method: 'PUT', body: { name } }),
    (board, { id, name }) => mapList(board, id, (list) => ({ ...list, name })),
  );

export const useDeleteList = () =>
  useBoardMutation(
    (id: number) => apiRequest(`/sticky-notes/lists/${id}`, { method: 'DELETE' }),
    (board, id) => board.filter((list) => list.id !== id),
  );

export interface NewNote {
  listId: number;
  text: string;
  color: StickyColor;
}

export const useAddNote = () =>
  useBoardMutation(
    ({ listId, text, color }: NewNote) =>
      apiRequest(`/sticky-notes/lists/${listId}/notes`, { method: 'POST', body: { text, color } }),
    (board, { listId, text, color }) =>
      mapList(board, listId, (list) => ({
        ...list,
        notes: [
          ...list.notes,
          {
            id: tempId(),
            list_id: listId,
            text,
            color,
            position: list.notes.length,
            created_at: stamp(),
            updated_at: stamp(),
          },
        ],
      })),
  );

export const useEditNote = () =>
  useBoardMutation(
    ({ id, ...changes }: { id: number; text?: string; color?: StickyColor }) =>
      apiRequest(`/sticky-notes/notes/${id}`, { method: 'PUT', body: changes }),
    (board, { id, ...changes }) => mapNote(board, id, (note) => ({ ...note, ...changes })),
  );

export const useMoveNote = () =>
  useBoardMutation(
    ({ id, to }: { id: number; to: NotePlace }) =>
      apiRequest(`/sticky-notes/notes/${id}`, {
        method: 'PUT',
        body: { list_id: to.listId, position: to.index },
      }),
    (board, { id, to }) => moveNote(board, id, to),
  );

export const useDeleteNote = () =>
  useBoardMutation(
    (id: number) => apiRequest(`/sticky-notes/notes/${id}`, { method: 'DELETE' }),
    (board, id) =>
      board.map((list) => ({
        ...list,
        notes: list.notes.filter((n) => n.id !== id).map((n, position) => ({ ...n, position })),
      })),
  );
