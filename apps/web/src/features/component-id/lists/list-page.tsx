import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../lib/api-error';
import { readableError } from '../../../lib/forms';
import { Alert } from '../../../ui/alert';
import { Modal } from '../../../ui/modal';
import { TextField } from '../../../ui/text-field';
import { CopyButton } from '../../../ui/copy-button';
import { QueryState } from '../../../ui/query-state';
import { useDeleteList, useList, useRemoveItem, useRenameList } from './api';
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
        maxLength={80}
        error={rename.isError ? readableError(rename.error) : undefined}
      />
      <button type="submit" className="btn btn-secondary" disabled={rename.isPending}>
        Rename
      </button>
    </form>
  );
}

/** One list: its parts with notes, copyable codes, removal, rename and delete. */
export function ListPage() {
  const { listId } = useParams();
  const id = Number(listId);
  const list = useList(id);
  const remove = useRemoveItem();
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
  const codes = (data?.items ?? []).map((i) => `${i.component.code} ${i.component.part_number}`).join('\n');
  return (
    <div className="page cid-page">
      <p>
        <Link to="/my-lists">← My SMD lists</Link>
      </p>
      <h1>{data?.name ?? 'SMD list'}</h1>
      {data ? <RenameForm key={data.name} id={id} current={data.name} /> : null}
      <QueryState
        query={list}
        noun="parts"
        isEmpty={() => (data?.items.length ?? 0) === 0}
        empty={
          <p className="muted">
            This list is empty. Add parts from <Link to="/tools/smd-search">SMD Search</Link>.
          </p>
        }
      >
        <p className="actions">
          <span className="muted">{countOf(data?.items.length ?? 0, 'part')}</span>
          <CopyButton text={codes} label="Copy all codes and part numbers" />
        </p>
        {remove.isError ? <Alert variant="danger">{readableError(remove.error)}</Alert> : null}
        <div className="results-table-wrap">
          <table className="results-table">
            <thead>
              <tr>
                <th scope="col">Code</th>
                <th scope="col">Part</th>
                <th scope="col">Package</th>
                <th scope="col">Maker</th>
                <th scope="col">Note</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data?.items.map((item) => (
                <tr key={item.id}>
                  <th scope="row" className="cid-code">
                    {item.component.code}
                  </th>
                  <td>
                    {item.component.part_number}{' '}
                    <CopyButton text={item.component.part_number} label="Copy part number" />
                    <br />
                    <span className="muted small">{item.component.function}</span>
                  </td>
                  <td>{item.component.package}</td>
                  <td>{item.component.manufacturer}</td>
                  <td>{item.note}</td>
                  <td>
                    <button
                      type="button"
                      className="btn btn-ghost btn-small"
                      disabled={remove.isPending}
                      aria-label={`Remove ${item.component.code} ${item.component.part_number}`}
                      onClick={() => remove.mutate(item.id)}
                    >
                      Remove
                    </button>
                  </td>
                </tr>
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
        description={`“${data?.name ?? ''}” and its ${data?.items.length ?? 0} entries will be gone. The parts stay in the codebook.`}
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
