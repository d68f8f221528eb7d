import type { ReactNode } from 'react';
import { Alert } from '../../../ui/alert';
import { Skeleton } from '../../../ui/skeleton';
import { errorMessage } from '../../../lib/api-error';

interface QueryStateProps {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  isEmpty: boolean;
  onRetry: () => void;
  /** What the list would hold, for the messages ("codes", "parts"). */
  noun: string;
  empty?: ReactNode;
  children: ReactNode;
}

/** Loading, error (with retry), empty and filled states of one result list, in one place. */
export function QueryState({
  isPending,
  isError,
  error,
  isEmpty,
  onRetry,
  noun,
  empty,
  children,
}: QueryStateProps) {
  if (isError) {
    return (
      <Alert variant="danger" title={`Could not load ${noun}`}>
        <p>{errorMessage(error)}</p>
        <button type="button" className="btn btn-secondary btn-small" onClick={onRetry}>
          Try again
        </button>
      </Alert>
    );
  }
  if (isPending) {
    return (
      <div aria-busy="true">
        <p className="visually-hidden" role="status">
          Loading {noun}…
        </p>
        <Skeleton lines={5} />
      </div>
    );
  }
  if (isEmpty) return <div className="cid-empty">{empty ?? <p className="muted">No {noun} found.</p>}</div>;
  return <>{children}</>;
}
