import { Alert } from '../../../ui/alert';
import { TransistorApiError } from './transistor-client';

const TITLES: Record<TransistorApiError['kind'], string> = {
  FETCH_ERROR: 'No connection to the transistor database',
  TIMEOUT_ERROR: 'The transistor database is taking too long',
  PARSING_ERROR: 'The answer could not be read',
  HTTP_ERROR: 'The transistor database refused the request',
};

/** A failed transistor call: what kind of failure it was, in words, and a retry button. */
export function TransistorError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const known = error instanceof TransistorApiError ? error : null;
  const notFound = known?.kind === 'HTTP_ERROR' && known.status === 404;
  const title = notFound ? 'Not found' : known ? TITLES[known.kind] : 'Something went wrong';
  return (
    <Alert variant={notFound ? 'warning' : 'danger'} title={title}>
      <p>{error instanceof Error ? error.message : 'The request failed.'}</p>
      {known?.retryable !== false ? (
        <button type="button" className="btn btn-secondary btn-small" onClick={onRetry}>
          Try again
        </button>
      ) : null}
    </Alert>
  );
}
