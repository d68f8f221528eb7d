import type { ReactNode } from 'react';
import { Pager } from './pager';
import { QueryState, type QueryLike } from './query-state';

/** What a TanStack list query gives: one page of items and the total over all pages. */
type PageQuery = QueryLike<{ items: readonly unknown[]; total: number }>;

interface PagedResultsProps {
  query: PageQuery;
  /** Plural for the count and the state messages, e.g. "fuse codes". */
  noun: string;
  /** Names the pager, e.g. "Fuse codes". */
  label: string;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  /** What to say when nothing matched; "No <noun> found." by default. */
  empty?: ReactNode;
  /** The rows: a table (see ResultsTable) or cards. */
  children: ReactNode;
}

/**
 * One paged result list: loading, error (with retry) and empty states,
 * the count, the rows and the pager.
 */
export function PagedResults({
  query,
  noun,
  label,
  page,
  pageSize,
  onPage,
  empty,
  children,
}: PagedResultsProps) {
  const total = query.data?.total ?? 0;
  return (
    <QueryState query={query} noun={noun} isEmpty={(data) => data.items.length === 0} empty={empty}>
      <p className="muted">
        {total.toLocaleString()} {noun}
      </p>
      {children}
      <Pager page={page} totalPages={Math.ceil(total / pageSize)} onPage={onPage} label={label} />
    </QueryState>
  );
}

/** The scrollable result table; `columns` are the header cells (a ReactNode for hidden labels). */
export function ResultsTable({ columns, children }: { columns: readonly ReactNode[]; children: ReactNode }) {
  return (
    <div className="results-table-wrap">
      <table className="results-table">
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th key={index} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
