import type { Submission } from '@electrobench/contracts/submissions';
import { useState } from 'react';
import { Badge } from '../../../ui/badge';
import { Modal } from '../../../ui/modal';
import { toast } from '../../../ui/toast/toast';
import { ComponentForm, EMPTY_DRAFT, draftOf } from '../shared/component-form';
import { useMySubmissions, useSaveSubmission } from './api';

const STATUS_VARIANT = { pending: 'warning', approved: 'success', rejected: 'danger' } as const;

function MyProposals({ onEdit }: { onEdit: (s: Submission) => void }) {
  const mine = useMySubmissions(true);
  const items = mine.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="my-proposals">
      <h3 id="my-proposals">Your proposals</h3>
      <ul className="cid-suggestions">
        {items.map((s) => (
          <li key={s.id}>
            <span className="cid-code">{s.code}</span> {s.part_number} ·{' '}
            <Badge variant={STATUS_VARIANT[s.status]}>{s.status}</Badge>
            {s.status === 'rejected' && s.review_reason ? (
              <span className="muted"> — {s.review_reason}</span>
            ) : null}
            {s.status === 'pending' ? (
              <button type="button" className="link-button" onClick={() => onEdit(s)}>
                {' '}
                Edit
              </button>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Members propose a missing code; an admin reviews it. Their earlier proposals show the outcome. */
export function ProposeCode({ initialCode, onClose }: { initialCode: string; onClose: () => void }) {
  const save = useSaveSubmission();
  const [editing, setEditing] = useState<Submission | null>(null);
  const initial = editing ? draftOf(editing) : { ...EMPTY_DRAFT, code: initialCode };
  return (
    <Modal
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={editing ? `Edit your proposal ${editing.code}` : 'Propose a missing SMD code'}
      description="Give the datasheet that lists the code; an administrator checks it before it is published."
    >
      <ComponentForm
        key={editing?.id ?? 'new'}
        initial={initial}
        submitLabel={editing ? 'Save changes' : 'Send for review'}
        onSubmit={async (body) => {
          await save.mutateAsync({ id: editing?.id ?? null, body });
          toast({ title: editing ? 'Proposal updated' : 'Thank you! Sent for review', variant: 'success' });
          if (editing) setEditing(null);
          else onClose();
        }}
        onCancel={editing ? () => setEditing(null) : onClose}
      />
      <MyProposals onEdit={setEditing} />
    </Modal>
  );
}
