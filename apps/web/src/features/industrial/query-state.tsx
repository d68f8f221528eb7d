import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ApiError, errorMessage } from '../../lib/api-error';
import { Alert } from '../../ui/alert';
import { Skeleton } from '../../ui/skeleton';
import { DRIVE_FAULTS_PATH } from './drive-links';

/** Loading, not-found and error states of one drive lookup; renders children with the data. */
export function QueryState<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) {
    return (
      <div className="drive-loading">
        <p className="visually-hidden" role="status">
          Loading…
        </p>
        <Skeleton lines={6} />
      </div>
    );
  }
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <Alert
        variant={missing ? 'warning' : 'danger'}
        title={missing ? 'Not found' : 'Could not load drive data'}
      >
        <p>{errorMessage(query.error)}</p>
        <p>
          <Link to={DRIVE_FAULTS_PATH}>Back to all drive types</Link>
        </p>
      </Alert>
    );
  }
  return <>{children(query.data)}</>;
}
