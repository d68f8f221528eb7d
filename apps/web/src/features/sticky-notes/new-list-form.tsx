import { STICKY_LIMITS } from '@electrobench/contracts/sticky-notes';
import { useState } from 'react';
import { TextField } from '../../ui/text-field';

export function NewListForm({ full, onCreate }: { full: boolean; onCreate: (name: string) => void }) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  if (full) {
    return <p className="muted">You have {STICKY_LIMITS.lists} lists, the most a board holds.</p>;
  }
  return (
    <form
      className="sticky-new-list"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const value = name.trim();
        if (!value) return setError('Give the list a name.');
        setError(undefined);
        onCreate(value);
        setName('');
      }}
    >
      <TextField
        label="New list"
        name="list-name"
        value={name}
        onValueChange={setName}
        error={error}
        maxLength={STICKY_LIMITS.nameMax}
        placeholder="e.g. Parts to order"
      />
      <button type="submit" className="btn btn-primary">
        Add list
      </button>
    </form>
  );
}
