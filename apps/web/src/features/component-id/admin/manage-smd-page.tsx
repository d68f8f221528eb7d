import type { SmdComponent } from '@electrobench/contracts/components';
import { useState } from 'react';
import { readableError } from '../../../lib/forms';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '../../../lib/use-debounced-value';
import { Alert } from '../../../ui/alert';
import { Modal } from '../../../ui/modal';
import { toast } from '../../../ui/toast/toast';
import { ComponentForm, EMPTY_DRAFT, draftOf } from '../shared/component-form';
import { PagedResults, ResultsTable, type ResultColumn } from '../../../ui/paged-results';
import { SearchBox } from '../../../ui/search-box';
import { useUrlState } from '../../../lib/use-url-state';
import { useAdminComponents, useDeleteComponent, useSaveComponent } from './api';
import { CatalogueImport } from './catalogue-import';
import '../shared/component-id.css';

function columnsFor(
  onEdit: (c: SmdComponent) => void,
  onDelete: (c: SmdComponent) => void,
): readonly ResultColumn<SmdComponent>[] {
  return [
    { header: 'Code', rowHeader: true, className: 'cid-code', cell: (c) => c.code },
    { header: 'Part', primary: true, cell: (c) => c.part_number },
    { header: 'Maker', cell: (c) => c.manufacturer },
    { header: 'Package', primary: true, cell: (c) => `${c.package} (${c.pin_count})` },
    { header: 'Function', cell: (c) => c.function },
    {
      header: <span className="visually-hidden">Actions</span>,
      label: '',
      className: 'results-actions',
      cell: (c) => (
        <>
          <button
            type="button"
            className="btn btn-ghost btn-small"
            onClick={() => onEdit(c)}
            aria-label={`Edit ${c.code} ${c.part_number}`}
          >
            Edit
          </button>
          <button
            type="button"
            className="btn btn-ghost btn-small"
            onClick={() => onDelete(c)}
            aria-label={`Delete ${c.code} ${c.part_number}`}
          >
            Delete
          </button>
        </>
      ),
    },
  ];
}

/** Admin: SMD codes with search and paging; create, edit, delete; bulk catalogue import. */

export function ManageSmdPage() {
  const url = useUrlState();
  const text = url.get('q');
  const search = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const list = useAdminComponents(search, url.page);
  const save = useSaveComponent();
  const remove = useDeleteComponent();
  const [editing, setEditing] = useState<SmdComponent | 'new' | null>(null);
  const [deleting, setDeleting] = useState<SmdComponent | null>(null);

  return (
    <div className="page cid-page">
      <h1>Manage SMD components</h1>
      <div className="cid-toolbar">
        <SearchBox label="Search codes and parts" name="q" value={text} onChange={(v) => url.set({ q: v })} />
        <button type="button" className="btn btn-primary" onClick={() => setEditing('new')}>
          New component
        </button>
      </div>
      {remove.isError ? <Alert variant="danger">{readableError(remove.error)}</Alert> : null}
      <PagedResults
        query={list}
        noun="components"
        one="component"
        label="Components"
        page={url.page}
        onPage={(page) => url.set({ page })}
      >
        <ResultsTable
          columns={columnsFor(setEditing, setDeleting)}
          rows={list.data?.items ?? []}
          rowKey={(c) => c.id}
        />
      </PagedResults>
      <CatalogueImport />
      {editing ? (
        <Modal
          open
          onOpenChange={(open) => (open ? undefined : setEditing(null))}
          title={editing === 'new' ? 'New SMD component' : `Edit ${editing.code} · ${editing.part_number}`}
        >
          <ComponentForm
            initial={editing === 'new' ? EMPTY_DRAFT : draftOf(editing)}
            submitLabel={editing === 'new' ? 'Create' : 'Save'}
            onSubmit={async (body) => {
              await save.mutateAsync({ id: editing === 'new' ? null : editing.id, body });
              toast({
                title: editing === 'new' ? 'Component created' : 'Component saved',
                variant: 'success',
              });
              setEditing(null);
            }}
            onCancel={() => setEditing(null)}
          />
        </Modal>
      ) : null}
      <Modal
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title="Delete this component?"
        description={
          deleting
            ? `${deleting.code} → ${deleting.part_number} (${deleting.manufacturer}) will be removed, also from members' lists.`
            : undefined
        }
        footer={
          <>
            <button type="button" className="btn btn-ghost" onClick={() => setDeleting(null)}>
              Cancel
            </button>
            <button
              type="button"
              className="btn btn-danger"
              disabled={remove.isPending}
              onClick={() => deleting && void remove.mutateAsync(deleting.id).then(() => setDeleting(null))}
            >
              Delete
            </button>
          </>
        }
      />
    </div>
  );
}
