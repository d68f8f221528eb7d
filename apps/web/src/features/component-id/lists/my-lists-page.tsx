import { LIST_NAME_MAX } from '@electrobench/contracts/list-constants';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { readableError } from '../../../lib/forms';
import { Alert } from '../../../ui/alert';
import { TextField } from '../../../ui/text-field';
import { QueryState } from '../../../ui/query-state';
import { useCreateList, useLists } from './api';
import { formatRelative } from '../../../lib/dates';
import { countOf } from '../../../lib/plural';
import '../shared/component-id.css';

/** My Lists: the member's named parts lists; parts are added from the lookup pages. */
export function MyListsPage() {
  const lists = useLists();
  const create = useCreateList();
  const [name, setName] = useState('');

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (name.trim() === '') return;
    await create
      .mutateAsync(name.trim())
      .then(() => setName(''))
      .catch(() => undefined);
  }

  const items = lists.data ?? [];
  return (
    <div className="page page-narrow cid-page">
      <h1>My lists</h1>
      <p className="lead">
        Keep the parts of a repair together, with how many you need, and export them as a CSV bill of
        materials. Add parts from <Link to="/tools/smd-search">SMD Search</Link> or the{' '}
        <Link to="/tools/transistor-xref">transistor</Link>, <Link to="/tools/igbt-xref">IGBT</Link> and{' '}
        <Link to="/tools/opto-search">optocoupler</Link> cross-references.
      </p>
      <form className="card form" onSubmit={(event) => void submit(event)}>
        <TextField
          label="New list name"
          name="name"
          value={name}
          onValueChange={setName}
          placeholder="e.g. TV PSU board"
          maxLength={LIST_NAME_MAX}
        />
        {create.isError ? <Alert variant="danger">{readableError(create.error)}</Alert> : null}
        <div className="actions">
          <button type="submit" className="btn btn-primary" disabled={create.isPending || name.trim() === ''}>
            Create list
          </button>
        </div>
      </form>
      <section aria-labelledby="lists-heading" className="stack">
        <h2 id="lists-heading">Your lists</h2>
        <QueryState
          query={lists}
          noun="lists"
          isEmpty={() => items.length === 0}
          empty={<p className="muted">You have no lists yet.</p>}
        >
          <ul className="cid-cards">
            {items.map((list) => (
              <li key={list.id} className="card">
                <h3>
                  <Link to={`/my-lists/${list.id}`}>{list.name}</Link>
                </h3>
                <p className="muted">
                  {countOf(list.item_count, 'part')} · changed {formatRelative(list.updated_at)}
                </p>
              </li>
            ))}
          </ul>
        </QueryState>
      </section>
    </div>
  );
}
