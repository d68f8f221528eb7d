import type { ForumCategory } from '@electrobench/contracts/forum';
import { useState, type DragEvent } from 'react';
import { ForumIcon } from './forum-bits';

interface CategoryOrderTableProps {
  rows: ForumCategory[];
  onMove: (from: number, to: number) => void;
  onEdit: (category: ForumCategory) => void;
  onDelete: (category: ForumCategory) => void;
}

/** Moves focus to the button that moved a row, so pressing it again keeps moving the same row. */
function refocus(id: number, direction: 'up' | 'down') {
  requestAnimationFrame(() => {
    const same = document.getElementById(`move-${direction}-${id}`);
    const other = document.getElementById(`move-${direction === 'up' ? 'down' : 'up'}-${id}`);
    (same && !same.hasAttribute('disabled') ? same : other)?.focus();
  });
}

/** The categories in their order: drag a row by its handle, or use the Move up / Move down buttons. */
export function CategoryOrderTable({ rows, onMove, onEdit, onDelete }: CategoryOrderTableProps) {
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);

  const dropProps = (index: number) => ({
    onDragOver: (event: DragEvent) => {
      if (dragged === null) return;
      event.preventDefault();
      setOver(index);
    },
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      if (dragged !== null && dragged !== index) onMove(dragged, index);
      setDragged(null);
      setOver(null);
    },
  });

  return (
    <div className="results-table-wrap">
      <table className="results-table category-table">
        <thead>
          <tr>
            <th scope="col">Order</th>
            <th scope="col">Category</th>
            <th scope="col">Threads</th>
            <th scope="col">Posts</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((category, index) => (
            <tr
              key={category.id}
              data-dragging={dragged === index || undefined}
              data-drop-target={over === index && dragged !== index ? true : undefined}
              {...dropProps(index)}
            >
              <td>
                <div className="order-cell">
                  <span
                    className="drag-handle"
                    draggable
                    title="Drag to reorder"
                    aria-hidden="true"
                    onDragStart={(event) => {
                      event.dataTransfer.effectAllowed = 'move';
                      event.dataTransfer.setData('text/plain', String(category.id));
                      setDragged(index);
                    }}
                    onDragEnd={() => {
                      setDragged(null);
                      setOver(null);
                    }}
                  >
                    <ForumIcon name="grip" />
                  </span>
                  <button
                    id={`move-up-${category.id}`}
                    type="button"
                    className="icon-button"
                    aria-label={`Move ${category.name} up`}
                    disabled={index === 0}
                    onClick={() => {
                      onMove(index, index - 1);
                      refocus(category.id, 'up');
                    }}
                  >
                    <ForumIcon name="up" />
                  </button>
                  <button
                    id={`move-down-${category.id}`}
                    type="button"
                    className="icon-button"
                    aria-label={`Move ${category.name} down`}
                    disabled={index === rows.length - 1}
                    onClick={() => {
                      onMove(index, index + 1);
                      refocus(category.id, 'down');
                    }}
                  >
                    <ForumIcon name="down" />
                  </button>
                </div>
              </td>
              <td>
                <strong>{category.name}</strong>
                <div className="muted small">/forum/c/{category.slug}</div>
                {category.description ? (
                  <div className="small category-description">{category.description}</div>
                ) : null}
              </td>
              <td>{category.thread_count}</td>
              <td>{category.post_count}</td>
              <td>
                <div className="actions">
                  <button
                    type="button"
                    className="btn btn-secondary btn-small"
                    onClick={() => onEdit(category)}
                  >
                    Edit<span className="visually-hidden"> {category.name}</span>
                  </button>
                  <button
                    type="button"
                    className="btn btn-danger btn-small"
                    onClick={() => onDelete(category)}
                  >
                    Delete<span className="visually-hidden"> {category.name}</span>
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
