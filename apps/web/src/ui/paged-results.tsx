import type { ReactNode } from 'react';
import type { Paged } from '@electrobench/contracts/paging';
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

/** One column of a result table. */
export interface ResultColumn<Row> {
  /** The header cell. A string also labels the value on a phone card. */
  header: ReactNode;
  /** The value's label on a phone card when the header is not plain text; '' for none (buttons). */
  label?: string;
  cell: (row: Row) => ReactNode;
  /** The row's header cell (`<th scope="row">`): it names the row and titles its card. */
  rowHeader?: boolean;
  /** A key value: on a card it comes right under the title, before the other columns. */
  primary?: boolean;
  className?: string;
}

interface ResultsTableProps<Row> {
  columns: readonly ResultColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
}

/**
 * The result table. Wide screens get a table (scrolled sideways inside its own box if need be);
 * below 600 px every row becomes a card: the row header as its title, then the key values, then
 * the rest, each value labelled by its column (lists.css). One DOM for both, so the table's
 * semantics (row and column headers) stay for assistive technology at any width.
 */
export function ResultsTable<Row>({ columns, rows, rowKey }: ResultsTableProps<Row>) {
  return (
    <div className="results-table-wrap">
      <table className="results-table results-cards">
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th key={index} scope="col">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column, index) => {
                const label = column.label ?? (typeof column.header === 'string' ? column.header : '');
                const content = (
                  <>
                    {label && !column.rowHeader ? (
                      <span className="results-cell-label" aria-hidden="true">
                        {label}
                      </span>
                    ) : null}
                    <span className="results-cell-value">{column.cell(row)}</span>
                  </>
                );
                return column.rowHeader ? (
                  <th key={index} scope="row" className={column.className}>
                    {content}
                  </th>
                ) : (
                  <td key={index} className={column.className} data-primary={column.primary || undefined}>
                    {content}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
