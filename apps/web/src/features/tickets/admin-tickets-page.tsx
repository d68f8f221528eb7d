import { TICKET_STATUSES, type Ticket, type TicketStatus } from '@electrobench/contracts/tickets';
import { Link } from 'react-router';
import { useUrlState } from '../../lib/use-url-state';
import { PagedResults, ResultsTable, type ResultColumn } from '../../ui/paged-results';
import { useAdminTickets } from './api';
import { formatDateTime } from '../../lib/dates';
import { senderOf, TicketStatusBadge } from './ticket-bits';
import './tickets.css';

const FILTERS: readonly { value: TicketStatus | null; label: string }[] = [
  { value: null, label: 'All' },
  { value: 'open', label: 'Open' },
  { value: 'resolved', label: 'Resolved' },
];

const COLUMNS: readonly ResultColumn<Ticket>[] = [
  { header: '#', label: 'Ticket', className: 'tickets-id', cell: (t) => t.id },
  {
    header: 'Title',
    rowHeader: true,
    className: 'tickets-title',
    cell: (t) => <Link to={`/admin/tickets/${t.id}`}>{t.title}</Link>,
  },
  { header: 'From', primary: true, className: 'tickets-from', cell: senderOf },
  {
    header: 'Status',
    primary: true,
    className: 'tickets-status',
    cell: (t) => <TicketStatusBadge status={t.status} />,
  },
  { header: 'Received', className: 'tickets-when', cell: (t) => formatDateTime(t.created_at) },
];

function statusFrom(text: string): TicketStatus | null {
  return (TICKET_STATUSES as readonly string[]).includes(text) ? (text as TicketStatus) : null;
}

/** Admin: every feedback ticket, newest first, 100 a page. */
export function AdminTicketsPage() {
  const url = useUrlState();
  const status = statusFrom(url.get('status'));
  const list = useAdminTickets(url.page, status);
  const noun = status ? `${status} tickets` : 'tickets';
  return (
    <div className="page tickets-page">
      <p className="tickets-crumbs">
        <Link to="/admin">Admin Panel</Link>
      </p>
      <h1>Support Tickets</h1>
      <div className="tickets-filter" role="group" aria-label="Show tickets">
        {FILTERS.map((filter) => (
          <button
            key={filter.label}
            type="button"
            className="btn btn-small btn-secondary"
            aria-pressed={filter.value === status}
            onClick={() => url.set({ status: filter.value })}
          >
            {filter.label}
          </button>
        ))}
      </div>
      <PagedResults
        query={list}
        noun={noun}
        label="Tickets"
        page={url.page}
        onPage={(page) => url.set({ page })}
        empty={<p className="muted">{status ? `No ${status} tickets.` : 'No tickets yet.'}</p>}
      >
        <ResultsTable columns={COLUMNS} rows={list.data?.items ?? []} rowKey={(t) => t.id} />
      </PagedResults>
    </div>
  );
}
