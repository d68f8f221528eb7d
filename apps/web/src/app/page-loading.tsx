import { Spinner } from '../ui/spinner';

/** Covers the page while a route's code loads. */
export function PageLoading() {
  return (
    <div className="page-loading">
      <Spinner size="large" label="Loading Page..." />
    </div>
  );
}
