import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { readableError } from '../../lib/forms';
import { Alert } from '../../ui/alert';
import { Modal } from '../../ui/modal';
import { QueryState } from '../../ui/query-state';
import { toast } from '../../ui/toast/toast';
import { useAdminTicket, useDeleteTicket, useSetTicketStatus } from './api';
import { formatDateTime } from '../../lib/dates';
import { senderOf, TicketStatusBadge } from './ticket-bits';
import './tickets.css';

const backToList = (
  <p>
    <Link to="/admin/tickets">Back to all tickets</Link>
  </p>
);

/** Admin: one ticket, to read, resolve (or reopen) and delete. */
export function AdminTicketPage() {
  const { ticketId = '' } = useParams();
  const id = /^\d{1,10}$/.test(ticketId) ? Number(ticketId) : NaN;
  const ticket = useAdminTicket(id);
  const setStatus = useSetTicketStatus();
  const remove = useDeleteTicket();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);

  if (Number.isNaN(id)) {
    return (
      <div className="page page-narrow">
        <h1>Support Ticket</h1>
        <Alert variant="warning" title="Not found">
          <p>“{ticketId}” is not a ticket number.</p>
          {backToList}
        </Alert>
      </div>
    );
  }

  return (
    <div className="page page-narrow tickets-page">
      <p className="tickets-crumbs">
        <Link to="/admin">Admin Panel</Link> / <Link to="/admin/tickets">Support Tickets</Link>
      </p>
      <QueryState query={ticket} noun="the ticket" notFound={backToList}>
        {(t) => (
          <article className="card ticket-detail">
            <h1>{t.title}</h1>
            <dl className="ticket-facts">
              <dt>Ticket</dt>
              <dd>#{t.id}</dd>
              <dt>Status</dt>
              <dd>
                <TicketStatusBadge status={t.status} />
                {t.resolved_at ? <span className="muted"> since {formatDateTime(t.resolved_at)}</span> : null}
              </dd>
              <dt>From</dt>
              <dd>
                {t.submitted_by ? (
                  <Link to={`/profile/${encodeURIComponent(t.submitted_by.username)}`}>{senderOf(t)}</Link>
                ) : (
                  senderOf(t)
                )}
              </dd>
              <dt>Reply to</dt>
              <dd>
                {t.reply_email ? (
                  <a href={`mailto:${t.reply_email}?subject=${encodeURIComponent(`Re: ${t.title}`)}`}>
                    {t.reply_email}
                  </a>
                ) : (
                  <span className="muted">No address (the account was deleted)</span>
                )}
              </dd>
              <dt>Received</dt>
              <dd>{formatDateTime(t.created_at)}</dd>
            </dl>
            <p className="ticket-description">{t.description}</p>
            {setStatus.isError ? <Alert variant="danger">{readableError(setStatus.error)}</Alert> : null}
            <div className="actions">
              <button
                type="button"
                className="btn btn-primary"
                disabled={setStatus.isPending}
                onClick={() =>
                  setStatus.mutate({ id: t.id, status: t.status === 'open' ? 'resolved' : 'open' })
                }
              >
                {t.status === 'open' ? 'Mark resolved' : 'Reopen'}
              </button>
              <button type="button" className="btn btn-danger" onClick={() => setConfirming(true)}>
                Delete…
              </button>
            </div>
            <Modal
              open={confirming}
              onOpenChange={(open) => {
                setConfirming(open);
                if (!open) remove.reset();
              }}
              title="Delete this ticket?"
              description={`“${t.title}” will be deleted for every administrator. This cannot be undone.`}
              footer={
                <>
                  {remove.isError ? <Alert variant="danger">{readableError(remove.error)}</Alert> : null}
                  <button type="button" className="btn btn-secondary" onClick={() => setConfirming(false)}>
                    Cancel
                  </button>
                  <button
                    type="button"
                    className="btn btn-danger"
                    disabled={remove.isPending}
                    onClick={() =>
                      remove.mutate(t.id, {
                        onSuccess: () => {
                          toast({ title: `Ticket #${t.id} deleted`, variant: 'success' });
                          void navigate('/admin/tickets');
                        },
                      })
                    }
                  >
                    Delete ticket
                  </button>
                </>
              }
            />
          </article>
        )}
      </QueryState>
    </div>
  );
}
