import { useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { Link } from 'react-router';
import { TOAST_ROOT_ID, toastStore } from './toast';
import type { ToastItem } from './toast-store';
import './toast.css';

function ToastCard({ item }: { item: ToastItem }) {
  const urgent = item.variant === 'danger' || item.variant === 'warning';
  return (
    <div
      className="toast"
      role={urgent ? 'alert' : 'status'}
      data-variant={item.variant}
      data-phase={item.phase}
    >
      <div className="toast-body">
        <p className="toast-title">{item.title}</p>
        {item.message ? <p className="toast-message">{item.message}</p> : null}
        {item.action ? (
          <Link className="toast-action" to={item.action.to} onClick={() => toastStore.dismiss(item.id)}>
            {item.action.label}
          </Link>
        ) : null}
      </div>
      <button
        type="button"
        className="icon-button toast-close"
        aria-label={`Dismiss: ${item.title}`}
        onClick={() => toastStore.dismiss(item.id)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}

/** Renders the toast queue into #toast-root; renders nothing when the page has no toast root. */
export function Toaster() {
  const items = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot, toastStore.getSnapshot);
  const root = document.getElementById(TOAST_ROOT_ID);
  if (!root) return null;
  return createPortal(
    <div className="toast-region" role="region" aria-label="Status messages">
      {items.map((item) => (
        <ToastCard key={item.id} item={item} />
      ))}
    </div>,
    root,
  );
}
