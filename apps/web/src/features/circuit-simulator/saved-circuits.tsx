import type { CircuitDocument } from '@electrobench/contracts/circuits';
import { useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { errorMessage } from '../../lib/api-error';
import { useAuth } from '../../lib/auth/use-auth';
import { loginPathFor } from '../../lib/safe-next';
import { useDeleteCircuit, useOpenCircuit, useSaveCircuit, useSavedCircuits } from './api';
import { countOf } from '../../lib/plural';

interface Props {
  doc: CircuitDocument;
  /** The saved circuit the drawing came from, so "Save" updates it. */
  savedId: number | null;
  onOpened: (doc: CircuitDocument, id: number, name: string) => void;
  onSaved: (id: number, name: string) => void;
}

/** Members keep circuits in their account; guests are pointed to the login. */
export function SavedCircuits({ doc, savedId, onOpened, onSaved }: Props) {
  const { status } = useAuth();
  const location = useLocation();
  const member = status === 'authenticated';
  const list = useSavedCircuits(member);
  const save = useSaveCircuit();
  const open = useOpenCircuit();
  const remove = useDeleteCircuit();
  const [name, setName] = useState<string | null>(null);
  const id = useId();
  const shownName = name ?? doc.title;
  const error = save.error ?? open.error ?? remove.error ?? list.error;

  if (!member) {
    return (
      <section className="card cs-panel" aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`}>My circuits</h2>
        <p className="muted">
          <Link to={loginPathFor(location)}>Log in</Link> to keep circuits in your account. Anyone can save a
          file or share a link.
        </p>
      </section>
    );
  }

  const submit = (asNew: boolean) =>
    save.mutate(
      { id: asNew ? null : savedId, input: { name: shownName, document: doc } },
      { onSuccess: (saved) => onSaved(saved.id, saved.name) },
    );

  return (
    <section className="card cs-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>My circuits</h2>
      <div className="field">
        <label className="field-label" htmlFor={`${id}-name`}>
          Name
        </label>
        <input
          id={`${id}-name`}
          className="input"
          value={shownName}
          maxLength={100}
          onChange={(e) => setName(e.target.value)}
        />
      </div>
      <div className="actions">
        {savedId !== null ? (
          <button
            type="button"
            className="btn btn-small btn-primary"
            disabled={save.isPending}
            onClick={() => submit(false)}
          >
            Save changes
          </button>
        ) : null}
        <button
          type="button"
          className="btn btn-small btn-secondary"
          disabled={save.isPending}
          onClick={() => submit(true)}
        >
          {savedId !== null ? 'Save as new' : 'Save to my account'}
        </button>
      </div>
      {save.isSuccess ? <p className="field-ok">Saved.</p> : null}
      {error ? <p className="field-error">{errorMessage(error)}</p> : null}
      {list.data?.length ? (
        <ul className="cs-saved-list">
          {list.data.map((circuit) => (
            <li key={circuit.id}>
              <span>
                {circuit.name} <span className="muted">({countOf(circuit.part_count, 'part')})</span>
              </span>
              <button
                type="button"
                className="btn btn-small btn-ghost"
                onClick={() =>
                  open.mutate(circuit.id, {
                    onSuccess: (saved) => onOpened(saved.document, saved.id, saved.name),
                  })
                }
              >
                Open
              </button>
              <button
                type="button"
                className="btn btn-small btn-ghost"
                onClick={() => remove.mutate(circuit.id)}
                aria-label={`Delete ${circuit.name}`}
              >
                Delete
              </button>
            </li>
          ))}
        </ul>
      ) : list.isSuccess ? (
        <p className="muted">Nothing saved yet.</p>
      ) : null}
    </section>
  );
}
