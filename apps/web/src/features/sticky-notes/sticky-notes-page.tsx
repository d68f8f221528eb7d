import { STICKY_LIMITS, type StickyList } from '@electrobench/contracts/sticky-notes';
import { useState } from 'react';
import { Modal } from '../../ui/modal';
import { QueryState } from '../../ui/query-state';
import {
  useAddNote,
  useBoard,
  useCreateList,
  useDeleteList,
  useDeleteNote,
  useEditNote,
  useMoveNote,
  useRenameList,
} from './api';
import { keyboardTarget, moveAnnouncement, moveNote, type KeyboardMove, type NotePlace } from './board-order';
import { NewListForm } from './new-list-form';
import { MOVE_HELP_ID } from './sticky-note-card';
import { StickyListColumn } from './sticky-list-column';
import { useNoteDrag } from './use-note-drag';
import './sticky-notes.css';

/** Focus the same control on the note after it re-rendered in its new place, else its handle. */
function refocus(noteId: number, control: string) {
  requestAnimationFrame(() => {
    const card = document.querySelector(`[data-note-id="${noteId}"]`);
    const wanted = card?.querySelector<HTMLButtonElement>(`[data-control="${control}"]`);
    const target =
      wanted && !wanted.disabled ? wanted : card?.querySelector<HTMLElement>('[data-control="handle"]');
    target?.focus();
  });
}

export function StickyNotesPage() {
  const board = useBoard();
  const createList = useCreateList();
  const renameList = useRenameList();
  const deleteList = useDeleteList();
  const addNote = useAddNote();
  const editNote = useEditNote();
  const move = useMoveNote();
  const deleteNote = useDeleteNote();
  const [announcement, setAnnouncement] = useState('');
  const [deleting, setDeleting] = useState<StickyList | null>(null);

  const moveTo = (noteId: number, to: NotePlace) => {
    const current = board.data ?? [];
    const from = current.find((l) => l.notes.some((n) => n.id === noteId));
    const index = from?.notes.findIndex((n) => n.id === noteId);
    if (from?.id === to.listId && index === to.index) return;
    move.mutate({ id: noteId, to });
    setAnnouncement(moveAnnouncement(moveNote(current, noteId, to), noteId));
  };
  const { drag, handleProps } = useNoteDrag(moveTo);

  const onKeyboardMove = (noteId: number, direction: KeyboardMove, control: string) => {
    const to = keyboardTarget(board.data ?? [], noteId, direction);
    if (!to) return;
    moveTo(noteId, to);
    refocus(noteId, control);
  };

  const lists = board.data ?? [];
  return (
    <div className="page sticky-page">
      <h1>Sticky Notes</h1>
      <p className="lead">
        Lists of quick notes for the bench. Drag a note by its handle, or focus the handle and use the arrow
        keys.
      </p>
      <p id={MOVE_HELP_ID} className="visually-hidden">
        Arrow up and down move the note within its list; arrow left and right move it to the previous or next
        list.
      </p>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      <NewListForm full={lists.length >= STICKY_LIMITS.lists} onCreate={(name) => createList.mutate(name)} />
      <QueryState
        query={board}
        noun="your sticky notes"
        isEmpty={(data) => data.length === 0}
        empty={
          <p className="muted">No lists yet. Name your first list above, for example “Parts to order”.</p>
        }
      >
        <div className={`sticky-board${drag ? ' is-dragging' : ''}`}>
          {lists.map((list, index) => (
            <StickyListColumn
              key={list.id}
              list={list}
              isFirst={index === 0}
              isLast={index === lists.length - 1}
              drag={drag}
              handleProps={handleProps}
              edit={editNote}
              onRename={(name) => renameList.mutate({ id: list.id, name })}
              onDelete={() => setDeleting(list)}
              onAdd={(note) => addNote.mutate(note)}
              onMove={onKeyboardMove}
              onDeleteNote={(id) => deleteNote.mutate(id)}
            />
          ))}
        </div>
      </QueryState>
      <Modal
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this list?"
        description={
          deleting
            ? `“${deleting.name}” and its ${deleting.notes.length} notes will be deleted. This cannot be undone.`
            : undefined
        }
        footer={
          <>
            <button type="button" className="btn btn-secondary" onClick={() => setDeleting(null)}>
              Cancel
            </button>
            <button
              type="button"
              className="btn btn-danger"
              onClick={() => {
                if (deleting) deleteList.mutate(deleting.id);
                setDeleting(null);
              }}
            >
              Delete list
            </button>
          </>
        }
      />
    </div>
  );
}
