import type { ForumCategory } from '@electrobench/contracts/forum';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../ui/alert';
import { QueryState } from '../../ui/query-state';
import { readableError } from '../../lib/forms';
import { useAdminCategories, useReorderCategories } from './admin-categories-api';
import { CategoryFormDialog } from './category-form-dialog';
import { CategoryOrderTable } from './category-order-table';
import { DeleteCategoryDialog } from './delete-category-dialog';
import { moveTo, orderChanged } from './reorder';
import './forum.css';
import './admin-categories.css';

type Dialog =
  | { kind: 'create' }
  | { kind: 'edit'; category: ForumCategory }
  | { kind: 'delete'; category: ForumCategory };

function OrderEditor({ saved }: { saved: ForumCategory[] }) {
  const [rows, setRows] = useState(saved);
  const [basis, setBasis] = useState(saved);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const reorder = useReorderCategories();
  // A fresh answer from the server (after a save, create or delete) becomes the new starting order.
  if (basis !== saved) {
    setBasis(saved);
    setRows(saved);
  }
  const savedIds = saved.map((c) => c.id);
  const ids = rows.map((c) => c.id);
  const changed = orderChanged(savedIds, ids);

  return (
    <>
      <div className="actions forum-toolbar">
        <button type="button" className="btn btn-primary" onClick={() => setDialog({ kind: 'create' })}>
          New category
        </button>
        {changed ? (
          <>
            <button
              type="button"
              className="btn btn-secondary"
              disabled={reorder.isPending}
              onClick={() => reorder.mutate(ids)}
            >
              {reorder.isPending ? 'Saving…' : 'Save order'}
            </button>
            <button type="button" className="btn btn-ghost" onClick={() => setRows(saved)}>
              Undo changes
            </button>
          </>
        ) : null}
        <span className="muted small" role="status">
          {changed ? 'The order has changed and is not saved yet.' : ''}
        </span>
      </div>
      {reorder.isError ? <Alert variant="danger">{readableError(reorder.error)}</Alert> : null}
      {rows.length === 0 ? (
        <p className="muted">There are no categories. Create the first one.</p>
      ) : (
        <CategoryOrderTable
          rows={rows}
          onMove={(from, to) => setRows((current) => moveTo(current, from, to))}
          onEdit={(category) => setDialog({ kind: 'edit', category })}
          onDelete={(category) => setDialog({ kind: 'delete', category })}
        />
      )}
      {dialog?.kind === 'create' ? (
        <CategoryFormDialog category={null} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'edit' ? (
        <CategoryFormDialog category={dialog.category} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'delete' ? (
        <DeleteCategoryDialog
          category={dialog.category}
          others={saved.filter((c) => c.id !== dialog.category.id)}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </>
  );
}

/** /admin/forum/categories: create, edit, delete and order the forum's categories. */
export function AdminCategoriesPage() {
  const categories = useAdminCategories();
  return (
    <div className="page forum-page">
      <h1>Forum categories</h1>
      <p className="lead">
        The forum home lists categories in this order. Drag a row by its handle or use the arrow buttons, then
        save the order. <Link to="/forum">Open the forum</Link>
      </p>
      <QueryState query={categories} noun="categories">
        {(data) => <OrderEditor saved={data} />}
      </QueryState>
    </div>
  );
}
