// The dialogs behind "Add to list", loaded when the button is first pressed: the modal and its
// focus and scroll handling are about 17 KB gzip that no part page needs before then.
import { LIST_NOTE_MAX } from '@electrobench/contracts/list-constants';
import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { readableError } from '../../../lib/forms';
import { loginPathFor } from '../../../lib/safe-next';
import { Alert } from '../../../ui/alert';
import { Modal } from '../../../ui/modal';
import { Spinner } from '../../../ui/spinner';
import { TextField } from '../../../ui/text-field';
import { toast } from '../../../ui/toast/toast';
import { useAddToList, useLists } from './api';
import { QUANTITY_INPUT } from './list-item-row';
import type { ListablePart } from './add-to-list';

const NEW = 'new';

export function AddToListDialog({ part, onClose }: { part: ListablePart; onClose: () => void }) {
  const lists = useLists();
  const add = useAddToList();
  const [choice, setChoice] = useState<string>('');
  const [newName, setNewName] = useState('');
  const [quantity, setQuantity] = useState('1');
  const [note, setNote] = useState('');
  const selected = choice || (lists.data && lists.data.length > 0 ? String(lists.data[0]?.id) : NEW);

  async function save(event: FormEvent) {
    event.preventDefault();
    const listId = selected === NEW ? null : Number(selected);
    if (listId === null && newName.trim() === '') return;
    try {
      const { listId: savedTo } = await add.mutateAsync({
        listId,
        newName: newName.trim(),
        kind: part.kind,
        partId: part.id,
        quantity: Number(quantity),
        note: note.trim(),
      });
      toast({
        title: 'Saved to your list',
        message: part.label,
        variant: 'success',
        action: { label: 'Open list', to: `/my-lists/${savedTo}` },
      });
      onClose();
    } catch {
      // The error is shown in the dialog from the mutation state.
    }
  }

  return (
    <Modal open onOpenChange={(open) => (open ? undefined : onClose())} title={`Add ${part.label} to a list`}>
      {lists.isPending ? (
        <Spinner label="Loading your lists…" />
      ) : (
        <form className="form" onSubmit={(event) => void save(event)}>
          {add.isError ? <Alert variant="danger">{readableError(add.error)}</Alert> : null}
          <fieldset className="stack">
            <legend>List</legend>
            {(lists.data ?? []).map((list) => (
              <label key={list.id} className="cid-radio">
                <input
                  type="radio"
                  name="list"
                  value={list.id}
                  checked={selected === String(list.id)}
                  onChange={() => setChoice(String(list.id))}
                />{' '}
                {list.name} <span className="muted">({list.item_count})</span>
              </label>
            ))}
            <label className="cid-radio">
              <input
                type="radio"
                name="list"
                value={NEW}
                checked={selected === NEW}
                onChange={() => setChoice(NEW)}
              />{' '}
              A new list
            </label>
          </fieldset>
          {selected === NEW ? (
            <TextField
              label="Name of the new list"
              name="new-list"
              value={newName}
              onValueChange={setNewName}
              required
            />
          ) : null}
          <TextField
            label="Quantity"
            name="quantity"
            {...QUANTITY_INPUT}
            value={quantity}
            onValueChange={setQuantity}
            required
          />
          <TextField
            label="Note (optional)"
            name="note"
            value={note}
            onValueChange={setNote}
            maxLength={LIST_NOTE_MAX}
            placeholder="e.g. Q12 on the PSU board"
          />
          <div className="actions">
            <button type="submit" className="btn btn-primary" disabled={add.isPending}>
              {add.isPending ? 'Saving…' : 'Save'}
            </button>
            <Link to="/my-lists" className="btn btn-ghost">
              Manage lists
            </Link>
          </div>
        </form>
      )}
    </Modal>
  );
}

export function MembersOnly({ onClose }: { onClose: () => void }) {
  const location = useLocation();
  return (
    <Modal
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Lists are for members"
      description="Log in or create an account to keep parts lists for your repairs."
      footer={
        <>
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            Later
          </button>
          <Link to={loginPathFor(location)} className="btn btn-secondary">
            Log in
          </Link>
          <Link to="/signup" className="btn btn-primary">
            Sign up
          </Link>
        </>
      }
    />
  );
}
