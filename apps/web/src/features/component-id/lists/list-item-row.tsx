import type { ListItem } from '@electrobench/contracts/lists';
import {
  LIST_ITEM_KIND_LABELS,
  LIST_NOTE_MAX,
  LIST_QUANTITY_MAX,
} from '@electrobench/contracts/list-constants';
import { useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { readableError } from '../../../lib/forms';
import { CopyButton } from '../../../ui/copy-button';
import { useRemoveItem, useUpdateItem } from './api';
import { partPath } from './part-path';

/** The attributes of every quantity field of a list (whole numbers, 1 to 9999). */
export const QUANTITY_INPUT = {
  type: 'number',
  inputMode: 'numeric',
  min: 1,
  max: LIST_QUANTITY_MAX,
  step: 1,
} as const;

const blurOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
  if (event.key === 'Enter') event.currentTarget.blur();
};

/**
 * One line of a list. Quantity and note are edited in place and saved when the field is left (or
 * Enter is pressed); a refused value stays in the field with the reason beside it.
 */
export function ListItemRow({ item, onSaved }: { item: ListItem; onSaved: (message: string) => void }) {
  const update = useUpdateItem();
  const remove = useRemoveItem();
  const [quantity, setQuantity] = useState(String(item.quantity));
  const [note, setNote] = useState(item.note);
  const name = item.part.part_number;

  function save(field: 'quantity' | 'note') {
    const body =
      field === 'quantity'
        ? Number(quantity) === item.quantity
          ? null
          : { quantity: Number(quantity) }
        : note.trim() === item.note
          ? null
          : { note: note.trim() };
    if (body === null) return;
    update.mutate({ id: item.id, ...body }, { onSuccess: () => onSaved(`Saved the ${field} of ${name}.`) });
  }

  const error = update.error ?? remove.error;
  return (
    <tr>
      <td data-label="Kind">{LIST_ITEM_KIND_LABELS[item.kind]}</td>
      <th scope="row">
        <Link to={partPath(item.kind, item.part)} className="cid-code">
          {item.part.code ? `${item.part.code} · ${name}` : name}
        </Link>{' '}
        <CopyButton text={name} label="Copy part number" />
        <br />
        <span className="muted small">
          {item.part.description} · {item.part.package} · {item.part.manufacturer}
        </span>
      </th>
      <td data-label="Quantity">
        <input
          className="input cid-qty"
          {...QUANTITY_INPUT}
          aria-label={`Quantity of ${name}`}
          value={quantity}
          onChange={(event) => setQuantity(event.target.value)}
          onBlur={() => save('quantity')}
          onKeyDown={blurOnEnter}
        />
      </td>
      <td data-label="Note">
        <input
          className="input"
          aria-label={`Note for ${name}`}
          maxLength={LIST_NOTE_MAX}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          onBlur={() => save('note')}
          onKeyDown={blurOnEnter}
        />
        {error ? (
          <p className="field-error" role="alert">
            {readableError(error)}
          </p>
        ) : null}
      </td>
      <td className="cid-list-remove">
        <button
          type="button"
          className="btn btn-ghost btn-small"
          disabled={remove.isPending}
          aria-label={`Remove ${name}`}
          onClick={() => remove.mutate(item.id)}
        >
          Remove
        </button>
      </td>
    </tr>
  );
}
