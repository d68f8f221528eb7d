import type { ReactNode } from 'react';
import type { Paged } from '@electrobench/contracts/pagination';
import { Pager } from './pager';
import { QueryState, type QueryLike } from './query-state';
import { countOf } from '../lib/plural';

/** A list query answering with the pagination contract (items, total_items, total_pages, ...). */
type PageQuery = QueryLike<Pick<Paged<unknown>, 'items' | 'total_items' | 'total_pages'>>;

interface PagedResultsProps {
  query: PageQuery;
  /** Plural for the count and the state messages, e.g. "fuse codes". */
  noun: string;
  /** Singular for a count of one, e.g. "fuse code" (pages that leave it out show the plural). */
  one?: string;
  /** Names the pager, e.g. "Fuse codes". */
  label: string;
  page: number;
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
export function PagedResults({ query, noun, one, label, page, onPage, empty, children }: PagedResultsProps) {
  const total = query.data?.total_items ?? 0;
  return (
    <QueryState query={query} noun={noun} isEmpty={(data) => data.items.length === 0} empty={empty}>
      <p className="muted">{countOf(total, one ?? noun, noun)}</p>
      {children}
      <Pager page={page} totalPages={query.data?.total_pages ?? 0} onPage={onPage} label={label} />
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
