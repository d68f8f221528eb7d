import type { ForumCategory } from '@electrobench/contracts/forum';
import { useState } from 'react';
import { Alert } from '../../ui/alert';
import { Modal } from '../../ui/modal';
import { readableError } from '../../lib/forms';
import { countOf } from '../../lib/plural';
import { useDeleteCategory } from './admin-categories-api';

interface DeleteCategoryDialogProps {
  category: ForumCategory;
  others: ForumCategory[];
  onClose: () => void;
}

/**
 * Deleting a category never deletes threads: a category that holds threads is deleted only
 * together with moving them to another category, chosen here.
 */
export function DeleteCategoryDialog({ category, others, onClose }: DeleteCategoryDialogProps) {
  const remove = useDeleteCategory();
  const [moveTo, setMoveTo] = useState<number | null>(others[0]?.id ?? null);
  const holds = category.thread_count;
  const blocked = holds > 0 && moveTo === null;
  return (
    <Modal
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={`Delete “${category.name}”?`}
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            Cancel
          </button>
          <button
            type="button"
            className="btn btn-danger"
            disabled={blocked || remove.isPending}
            onClick={() =>
              remove.mutate({ id: category.id, moveTo: holds > 0 ? moveTo : null }, { onSuccess: onClose })
            }
          >
            {holds > 0 ? 'Move threads and delete' : 'Delete category'}
          </button>
        </>
      }
    >
      {holds === 0 ? (
        <p>It holds no threads. Its address /forum/c/{category.slug} stops working.</p>
      ) : (
        <>
          <p>
            It holds {countOf(holds, 'thread')} ({countOf(category.post_count, 'post')}). Threads are never
            deleted with their category: choose the category that receives them, then delete.
          </p>
          {others.length === 0 ? (
            <Alert variant="warning">
              There is no other category to move them to. Create one first, or rename this one instead.
            </Alert>
          ) : (
            <div className="field">
              <label className="field-label" htmlFor="move-threads-to">
                Move the threads to
              </label>
              <select
                id="move-threads-to"
                className="input"
                value={moveTo ?? ''}
                onChange={(event) => setMoveTo(Number(event.target.value))}
              >
                {others.map((other) => (
                  <option key={other.id} value={other.id}>
                    {other.name}
                  </option>
                ))}
              </select>
            </div>
          )}
        </>
      )}
      {remove.isError ? <Alert variant="danger">{readableError(remove.error)}</Alert> : null}
    </Modal>
  );
}
