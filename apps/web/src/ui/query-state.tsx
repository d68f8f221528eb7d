import type { ReactNode } from 'react';
import { Alert } from './alert';
import { Skeleton } from './skeleton';
import { ApiError, errorMessage } from '../lib/api-error';
import './lists.css';

/** What a TanStack query gives; a plain object with these fields works too. */
export interface QueryLike<T> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: T | undefined;
  refetch: () => unknown;
}

interface QueryStateProps<T> {
  query: QueryLike<T>;
  /** What the page would show, for the messages ("SMD codes", "drive data"). */
  noun: string;
  /** True when the answer holds nothing to show; the `empty` message is shown instead. */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  /** Shown under "Not found" when the server answers 404 (a way back), instead of the error. */
  notFound?: ReactNode;
  /** The content, or a function of the loaded data. */
  children: ReactNode | ((data: T) => ReactNode);
}

/** Loading, error (with retry), not found, empty and filled states of one query, in one place. */
export function QueryState<T>({ query, noun, isEmpty, empty, notFound, children }: QueryStateProps<T>) {
  if (query.isError) {
    if (notFound !== undefined && query.error instanceof ApiError && query.error.status === 404) {
      return (
        <Alert variant="warning" title="Not found">
          <p>{errorMessage(query.error)}</p>
          {notFound}
        </Alert>
      );
    }
    return (
      <Alert variant="danger" title={`Could not load ${noun}`}>
        <p>{errorMessage(query.error)}</p>
        <button type="button" className="btn btn-secondary btn-small" onClick={() => void query.refetch()}>
          Try again
        </button>
      </Alert>
    );
  }
  if (query.isPending || query.data === undefined) {
    return (
      <div aria-busy="true">
        <p className="visually-hidden" role="status">
          Loading {noun}…
        </p>
        <Skeleton lines={5} />
      </div>
    );
  }
  const data = query.data;
  if (isEmpty?.(data))
    return <div className="list-empty">{empty ?? <p className="muted">No {noun} found.</p>}</div>;
  return <>{typeof children === 'function' ? children(data) : children}</>;
}
