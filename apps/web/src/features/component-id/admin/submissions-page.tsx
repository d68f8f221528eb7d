import {
  SUBMISSION_STATUSES,
  type Submission,
  type SubmissionStatus,
} from '@electrobench/contracts/submissions';
import { useState } from 'react';
import { formatDay } from '../../../lib/dates';
import { readableError, submitErrors } from '../../../lib/forms';
import { Alert } from '../../../ui/alert';
import { Modal } from '../../../ui/modal';
import { TextField } from '../../../ui/text-field';
import { toast } from '../../../ui/toast/toast';
import { Pager } from '../../../ui/pager';
import { QueryState } from '../../../ui/query-state';
import { useUrlState } from '../../../lib/use-url-state';
import { useReview, useSubmissions } from './api';
import '../shared/component-id.css';

function SubmissionCard({ s, onReject }: { s: Submission; onReject: (s: Submission) => void }) {
  const review = useReview();
  return (
    <li className="card">
      <div className="cid-card-head">
        <h2 className="cid-code">{s.code}</h2>
        <strong>{s.part_number}</strong>
        <span className="muted">
          by {s.submitter.username} · {formatDay(s.created_at)}
        </span>
      </div>
      <p>
        {s.function} · {s.package} ({s.pin_count} pins) · {s.manufacturer}
      </p>
      {s.description ? <p className="muted">{s.description}</p> : null}
      <p className="small">Source: {s.source}</p>
      {s.status === 'rejected' ? <p className="muted">Rejected: {s.review_reason}</p> : null}
      {review.isError ? <Alert variant="danger">{readableError(review.error)}</Alert> : null}
      {s.status === 'pending' ? (
        <div className="actions">
          <button
            type="button"
            className="btn btn-primary btn-small"
            disabled={review.isPending}
            onClick={() =>
              void review
                .mutateAsync({ id: s.id, review: { action: 'approve' } })
                .then(() => toast({ title: `${s.code} approved and published`, variant: 'success' }))
                .catch(() => undefined)
            }
          >
            Approve
          </button>
          <button type="button" className="btn btn-secondary btn-small" onClick={() => onReject(s)}>
            Reject…
          </button>
        </div>
      ) : null}
    </li>
  );
}

function RejectDialog({ s, onClose }: { s: Submission; onClose: () => void }) {
  const review = useReview();
  const [reason, setReason] = useState('');
  // A problem with the reason is said once, beside the field; the alert only points there.
  const failed = review.isError ? submitErrors(review.error, ['reason'] as const) : null;
  const alert = failed
    ? (failed.form ?? (failed.fields.reason ? 'see the reason marked above.' : null))
    : null;
  return (
    <Modal
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={`Reject ${s.code} · ${s.part_number}`}
    >
      <form
        className="form"
        onSubmit={(event) => {
          event.preventDefault();
          void review
            .mutateAsync({ id: s.id, review: { action: 'reject', reason: reason.trim() } })
            .then(onClose)
            .catch(() => undefined);
        }}
      >
        <TextField
          label="Reason (the member sees it)"
          name="reason"
          value={reason}
          onValueChange={setReason}
          error={failed?.fields.reason}
          placeholder="e.g. The datasheet lists 1AM for MMBT3904, not MMBT3906."
        />
        {alert ? <Alert variant="danger">{`Could not reject ${s.code}: ${alert}`}</Alert> : null}
        <div className="actions">
          <button
            type="submit"
            className="btn btn-danger"
            disabled={review.isPending || reason.trim().length < 3}
          >
            Reject
          </button>
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </Modal>
  );
}

/** Admin: members' proposed SMD codes by status; approve publishes, reject explains why. */
export function SubmissionsPage() {
  const url = useUrlState();
  const status = (SUBMISSION_STATUSES as readonly string[]).includes(url.get('status'))
    ? (url.get('status') as SubmissionStatus)
    : 'pending';
  const list = useSubmissions(status, url.page);
  const [rejecting, setRejecting] = useState<Submission | null>(null);
  const items = list.data?.items ?? [];
  return (
    <div className="page cid-page">
      <h1>SMD submissions</h1>
      <div role="group" aria-label="Status" className="cid-facets">
        {SUBMISSION_STATUSES.map((s) => (
          <button
            key={s}
            type="button"
            className="cid-chip"
            aria-pressed={s === status}
            onClick={() => url.set({ status: s })}
          >
            {s}
          </button>
        ))}
      </div>
      <QueryState query={list} noun={`${status} submissions`} isEmpty={() => items.length === 0}>
        <ul className="cid-cards">
          {items.map((s) => (
            <SubmissionCard key={s.id} s={s} onReject={setRejecting} />
          ))}
        </ul>
        <Pager
          page={url.page}
          totalPages={list.data?.total_pages ?? 0}
          onPage={(page) => url.set({ page })}
          label="Submissions"
        />
      </QueryState>
      {rejecting ? <RejectDialog s={rejecting} onClose={() => setRejecting(null)} /> : null}
    </div>
  );
}
