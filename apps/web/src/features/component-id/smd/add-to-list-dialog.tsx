import type { SmdComponent } from '@electrobench/contracts/components';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { readableError } from '../../../lib/forms';
import { Alert } from '../../../ui/alert';
import { Modal } from '../../../ui/modal';
import { Spinner } from '../../../ui/spinner';
import { TextField } from '../../../ui/text-field';
import { toast } from '../../../ui/toast/toast';
import { useAddToList, useMyLists } from './api';

const NEW = 'new';

/** Saves one SMD part into one of the member's lists, or a new list named on the spot. */
export function AddToListDialog({ component, onClose }: { component: SmdComponent; onClose: () => void }) {
  const lists = useMyLists(true);
  const add = useAddToList();
  const [choice, setChoice] = useState<string>('');
  const [newName, setNewName] = useState('');
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
        componentId: component.id,
        note: note.trim(),
      });
      toast({
        title: 'Saved to your list',
        message: `${component.code} (${component.part_number})`,
        variant: 'success',
        action: { label: 'Open list', to: `/my-lists/${savedTo}` },
      });
      onClose();
    } catch {
      // The error is shown in the dialog from the mutation state.
    }
  }

  return (
    <Modal
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={`Add ${component.code} · ${component.part_number} to a list`}
    >
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
            label="Note (optional)"
            name="note"
            value={note}
            onValueChange={setNote}
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
