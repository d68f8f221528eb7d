import { LIST_NAME_MAX } from '@electrobench/contracts/list-constants';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../lib/api-error';
import { readableError } from '../../../lib/forms';
import { Alert } from '../../../ui/alert';
import { Modal } from '../../../ui/modal';
import { TextField } from '../../../ui/text-field';
import { CopyButton } from '../../../ui/copy-button';
import { QueryState } from '../../../ui/query-state';
import { useDeleteList, useExportList, useList, useRenameList } from './api';
import { ListItemRow } from './list-item-row';
import { countOf } from '../../../lib/plural';
import '../shared/component-id.css';

function RenameForm({ id, current }: { id: number; current: string }) {
  const rename = useRenameList();
  const [name, setName] = useState(current);
  return (
    <form
      className="cid-toolbar"
      onSubmit={(event) => {
        event.preventDefault();
        if (name.trim() && name.trim() !== current) rename.mutate({ id, name: name.trim() });
      }}
    >
      <TextField
        label="List name"
        name="name"
        value={name}
        onValueChange={setName}
        maxLength={LIST_NAME_MAX}
        error={rename.isError ? readableError(rename.error) : undefined}
      />
      <button type="submit" className="btn btn-secondary" disabled={rename.isPending}>
        Rename
      </button>
    </form>
  );
}

const totalQuantity = (items: { quantity: number }[]) => items.reduce((sum, i) => sum + i.quantity, 0);

/** One list: its parts with quantity and note edited in place, CSV export, rename and delete. */
export function ListPage() {
  const { listId } = useParams();
  const id = Number(listId);
  const list = useList(id);
  const exportCsv = useExportList();
  const [saved, setSaved] = useState('');
  const del = useDeleteList();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const notFound = list.error instanceof ApiError && list.error.status === 404;

  if (!Number.isInteger(id) || id <= 0 || notFound) {
    return (
      <div className="page page-narrow">
        <Alert variant="warning" title="List not found">
          It may have been deleted. <Link to="/my-lists">Back to your lists</Link>
        </Alert>
      </div>
    );
  }
  const data = list.data;
  const items = data?.items ?? [];
  const codes = items.map((i) => [i.part.code, i.part.part_number].filter(Boolean).join(' ')).join('\n');
  return (
    <div className="page cid-page">
      <p>
        <Link to="/my-lists">← My lists</Link>
      </p>
      <h1>{data?.name ?? 'Parts list'}</h1>
      {data ? <RenameForm key={data.name} id={id} current={data.name} /> : null}
      <QueryState
        query={list}
        noun="parts"
        isEmpty={() => items.length === 0}
        empty={
          <p className="muted">
            This list is empty. Add parts from <Link to="/tools/smd-search">SMD Search</Link>, the{' '}
            <Link to="/tools/transistor-xref">transistor</Link>, <Link to="/tools/igbt-xref">IGBT</Link> or{' '}
            <Link to="/tools/opto-search">optocoupler</Link> cross-reference.
          </p>
        }
      >
        <div className="actions">
          <span className="muted">
            {countOf(items.length, 'line')}, {countOf(totalQuantity(items), 'part')}
          </span>
          <CopyButton text={codes} label="Copy all codes and part numbers" />
          <button
            type="button"
            className="btn btn-secondary btn-small"
            disabled={exportCsv.isPending}
            onClick={() => exportCsv.mutate(id)}
          >
            Export CSV
          </button>
        </div>
        {exportCsv.isError ? <Alert variant="danger">{readableError(exportCsv.error)}</Alert> : null}
        <p role="status" className="muted small">
          {saved}
        </p>
        <div className="results-table-wrap">
          <table className="results-table cid-list-table">
            <thead>
              <tr>
                <th scope="col">Kind</th>
                <th scope="col">Part</th>
                <th scope="col">Quantity</th>
                <th scope="col">Note</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <ListItemRow key={item.id} item={item} onSaved={setSaved} />
              ))}
            </tbody>
          </table>
        </div>
      </QueryState>
      <p>
        <button type="button" className="btn btn-danger btn-small" onClick={() => setConfirming(true)}>
          Delete this list
        </button>
      </p>
      <Modal
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete this list?"
        description={`“${data?.name ?? ''}” and its ${countOf(items.length, 'line')} will be gone. The parts stay in the catalogue.`}
        footer={
          <>
            <button type="button" className="btn btn-ghost" onClick={() => setConfirming(false)}>
              Keep it
            </button>
            <button
              type="button"
              className="btn btn-danger"
              disabled={del.isPending}
              onClick={() => void del.mutateAsync(id).then(() => navigate('/my-lists', { replace: true }))}
            >
              Delete
            </button>
          </>
        }
      />
    </div>
  );
}
