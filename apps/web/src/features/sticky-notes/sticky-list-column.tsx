import { STICKY_LIMITS, type StickyList } from '@electrobench/contracts/sticky-notes';
import { useState, type ReactNode } from 'react';
import type { KeyboardMove, NotePlace } from './board-order';
import type { NewNote, useEditNote } from './api';
import { QuickAdd } from './quick-add';
import { StickyNoteCard } from './sticky-note-card';
import type { NoteDrag } from './use-note-drag';

interface ListColumnProps {
  list: StickyList;
  isFirst: boolean;
  isLast: boolean;
  drag: NoteDrag | null;
  handleProps: (noteId: number) => Record<string, unknown>;
  edit: ReturnType<typeof useEditNote>;
  onRename: (name: string) => void;
  onDelete: () => void;
  onAdd: (note: NewNote) => void;
  onMove: (noteId: number, move: KeyboardMove, control: string) => void;
  onDeleteNote: (noteId: number) => void;
}

function dropMarkerAt(drag: NoteDrag | null, listId: number): NotePlace | null {
  return drag?.target?.listId === listId ? drag.target : null;
}

/** One list of the board: its name (renamed in place), its notes and the quick-add form. */
export function StickyListColumn(props: ListColumnProps) {
  const { list, isFirst, isLast, drag, handleProps, edit } = props;
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(list.name);
  const [error, setError] = useState<string | null>(null);
  const pending = list.id < 0;
  const marker = dropMarkerAt(drag, list.id);
  const saveName = () => {
    const value = name.trim();
    if (!value) return setError('Give the list a name.');
    setError(null);
    setRenaming(false);
    if (value !== list.name) props.onRename(value);
  };

  // The marker's index counts the notes other than the dragged one, as the drop does.
  let others = 0;
  const rows: ReactNode[] = [];
  for (const [index, note] of list.notes.entries()) {
    if (marker && note.id !== drag?.noteId && others === marker.index) {
      rows.push(<li key="marker" className="sticky-drop-marker" aria-hidden="true" />);
    }
    if (note.id !== drag?.noteId) others += 1;
    rows.push(
      <StickyNoteCard
        key={note.id}
        note={note}
        can={{
          up: index > 0,
          down: index < list.notes.length - 1,
          'previous-list': !isFirst,
          'next-list': !isLast,
        }}
        onMove={(move, control) => props.onMove(note.id, move, control)}
        onDelete={() => props.onDeleteNote(note.id)}
        edit={edit}
        drag={drag}
        handleProps={handleProps(note.id)}
      />,
    );
  }
  if (marker && others <= marker.index) {
    rows.push(<li key="marker" className="sticky-drop-marker" aria-hidden="true" />);
  }

  return (
    <section
      className={`sticky-list${marker ? ' is-drop-target' : ''}`}
      data-drop-list={list.id}
      aria-label={list.name}
      aria-busy={pending || undefined}
    >
      <header className="sticky-list-head">
        {renaming ? (
          <form
            className="sticky-rename"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              saveName();
            }}
          >
            <label className="visually-hidden" htmlFor={`list-${list.id}-name`}>
              List name
            </label>
            <input
              id={`list-${list.id}-name`}
              className="input"
              value={name}
              maxLength={STICKY_LIMITS.nameMax}
              autoFocus
              onChange={(e) => setName(e.target.value)}
              onKeyDown={(e) => {
                if (e.key !== 'Escape') return;
                e.stopPropagation();
                setRenaming(false);
                setName(list.name);
                setError(null);
              }}
              aria-invalid={error ? true : undefined}
            />
            <button type="submit" className="btn btn-small btn-primary">
              Save
            </button>
            {error ? <p className="field-error">{error}</p> : null}
          </form>
        ) : (
          <>
            <h2 className="sticky-list-name">{list.name}</h2>
            <span className="muted sticky-list-count">{list.notes.length}</span>
            <button
              type="button"
              className="sticky-tool"
              aria-label={`Rename list ${list.name}`}
              title="Rename"
              disabled={pending}
              onClick={() => {
                setName(list.name);
                setRenaming(true);
              }}
            >
              <span aria-hidden="true">✎</span>
            </button>
            <button
              type="button"
              className="sticky-tool"
              aria-label={`Delete list ${list.name}`}
              title="Delete list"
              disabled={pending}
              onClick={props.onDelete}
            >
              <span aria-hidden="true">✕</span>
            </button>
          </>
        )}
      </header>
      {list.notes.length === 0 && !marker ? <p className="muted sticky-list-empty">No notes yet.</p> : null}
      <ul className="sticky-notes" aria-label={`Notes in ${list.name}`}>
        {rows}
      </ul>
      {pending ? null : (
        <QuickAdd
          listName={list.name}
          full={list.notes.length >= STICKY_LIMITS.notesPerList}
          onAdd={(text, color) => props.onAdd({ listId: list.id, text, color })}
        />
      )}
    </section>
  );
}
