import { DEFAULT_STICKY_COLOR, STICKY_LIMITS, type StickyColor } from '@electrobench/contracts/sticky-notes';
import { useId, useState } from 'react';
import { ColorSwatches } from './color-swatches';

/** A one-line note form at the foot of a list; Enter adds, and the field stays ready for the next. */
export function QuickAdd({
  listName,
  full,
  onAdd,
}: {
  listName: string;
  full: boolean;
  onAdd: (text: string, color: StickyColor) => void;
}) {
  const [text, setText] = useState('');
  const [color, setColor] = useState<StickyColor>(DEFAULT_STICKY_COLOR);
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  if (full)
    return (
      <p className="muted small">This list holds the most notes a list can ({STICKY_LIMITS.notesPerList}).</p>
    );
  return (
    <form
      className="sticky-quick-add"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const value = text.trim();
        if (!value) return setError('Write something on the note.');
        setError(null);
        onAdd(value, color);
        setText('');
      }}
    >
      <label className="visually-hidden" htmlFor={id}>
        New note in {listName}
      </label>
      <div className="sticky-quick-row">
        <input
          id={id}
          className="input"
          value={text}
          maxLength={STICKY_LIMITS.textMax}
          placeholder="Add a note…"
          onChange={(e) => setText(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <button type="submit" className="btn btn-small btn-primary">
          Add
        </button>
      </div>
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
      <ColorSwatches value={color} onChange={setColor} label={`Colour of the new note in ${listName}`} />
    </form>
  );
}
