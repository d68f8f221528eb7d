import { STICKY_LIMITS, type StickyNote } from '@electrobench/contracts/sticky-notes';
import { useState, type CSSProperties, type KeyboardEvent } from 'react';
import type { KeyboardMove } from './board-order';
import { ColorSwatches } from './color-swatches';
import type { NoteDrag } from './use-note-drag';
import type { useEditNote } from './api';

const KEYS: Record<string, KeyboardMove> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'previous-list',
  ArrowRight: 'next-list',
};

export const MOVE_HELP_ID = 'sticky-move-help';

interface NoteCardProps {
  note: StickyNote;
  /** Which keyboard moves are possible from here. */
  can: Record<KeyboardMove, boolean>;
  onMove: (move: KeyboardMove, control: string) => void;
  onDelete: () => void;
  edit: ReturnType<typeof useEditNote>;
  drag: NoteDrag | null;
  handleProps: Record<string, unknown>;
}

const MOVES: readonly { move: KeyboardMove; label: string; symbol: string }[] = [
  { move: 'up', label: 'Move up', symbol: '↑' },
  { move: 'down', label: 'Move down', symbol: '↓' },
  { move: 'previous-list', label: 'Move to previous list', symbol: '←' },
  { move: 'next-list', label: 'Move to next list', symbol: '→' },
];

/** One note: its text (edited in place), colour, drag handle and move buttons. */
export function StickyNoteCard({ note, can, onMove, onDelete, edit, drag, handleProps }: NoteCardProps) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(note.text);
  const [error, setError] = useState<string | null>(null);
  const pending = note.id < 0;
  const short = note.text.length > 30 ? `${note.text.slice(0, 30)}…` : note.text;
  const dragged = drag?.noteId === note.id;
  const style: CSSProperties | undefined = dragged
    ? { transform: `translate(${drag.dx}px, ${drag.dy}px) rotate(1.5deg)` }
    : undefined;

  const save = () => {
    const text = draft.trim();
    if (!text) return setError('Write something on the note.');
    if (text.length > STICKY_LIMITS.textMax)
      return setError(`A note is at most ${STICKY_LIMITS.textMax} characters.`);
    setError(null);
    setEditing(false);
    if (text !== note.text) edit.mutate({ id: note.id, text });
  };

  const onHandleKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const move = KEYS[event.key];
    if (!move) return;
    event.preventDefault();
    if (can[move]) onMove(move, 'handle');
  };

  return (
    <li
      className={`sticky-note${dragged ? ' is-dragging' : ''}`}
      data-color={note.color}
      data-note-id={note.id}
      style={style}
      aria-busy={pending || undefined}
    >
      {editing ? (
        <div className="sticky-note-edit">
          <label className="visually-hidden" htmlFor={`note-${note.id}-text`}>
            Note text
          </label>
          <textarea
            id={`note-${note.id}-text`}
            className="input sticky-note-input"
            value={draft}
            maxLength={STICKY_LIMITS.textMax}
            rows={3}
            autoFocus
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && !e.shiftKey) {
                e.preventDefault();
                save();
              } else if (e.key === 'Escape') {
                e.stopPropagation();
                setDraft(note.text);
                setEditing(false);
                setError(null);
              }
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `note-${note.id}-error` : undefined}
          />
          {error ? (
            <p id={`note-${note.id}-error`} className="field-error">
              {error}
            </p>
          ) : null}
          <ColorSwatches value={note.color} onChange={(color) => edit.mutate({ id: note.id, color })} />
          <div className="sticky-note-edit-actions">
            <button type="button" className="btn btn-small btn-primary" onClick={save}>
              Save
            </button>
            <button
              type="button"
              className="btn btn-small btn-ghost"
              onClick={() => {
                setDraft(note.text);
                setEditing(false);
                setError(null);
              }}
            >
              Cancel
            </button>
          </div>
        </div>
      ) : (
        <p
          className="sticky-note-text"
          onDoubleClick={() => {
            if (pending) return;
            setDraft(note.text);
            setEditing(true);
          }}
        >
          {note.text}
        </p>
      )}
      <div className="sticky-note-tools">
        <button
          type="button"
          className="sticky-tool sticky-handle"
          data-control="handle"
          aria-label={`Move note: ${short}`}
          aria-describedby={MOVE_HELP_ID}
          disabled={pending}
          onKeyDown={onHandleKey}
          {...handleProps}
        >
          <span aria-hidden="true">⠿</span>
        </button>
        {MOVES.map(({ move, label, symbol }) => (
          <button
            key={move}
            type="button"
            className="sticky-tool"
            data-control={move}
            aria-label={`${label}: ${short}`}
            title={label}
            disabled={pending || !can[move]}
            onClick={() => onMove(move, move)}
          >
            <span aria-hidden="true">{symbol}</span>
          </button>
        ))}
        <span className="sticky-tools-gap" />
        {editing ? null : (
          <button
            type="button"
            className="sticky-tool"
            aria-label={`Edit note: ${short}`}
            title="Edit"
            disabled={pending}
            onClick={() => {
              setDraft(note.text);
              setEditing(true);
            }}
          >
            <span aria-hidden="true">✎</span>
          </button>
        )}
        <button
          type="button"
          className="sticky-tool"
          aria-label={`Delete note: ${short}`}
          title="Delete"
          disabled={pending}
          onClick={onDelete}
        >
          <span aria-hidden="true">✕</span>
        </button>
      </div>
    </li>
  );
}
