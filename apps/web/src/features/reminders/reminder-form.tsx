import {
  REMINDER_DESCRIPTION_MAX,
  REMINDER_TITLE_MAX,
  reminderCreateSchema,
} from '@electrobench/contracts/reminders';
import { useId, useState, type FormEvent } from 'react';
import { submitErrors, zodFieldErrors, type FieldErrors } from '../../lib/forms';
import { Alert } from '../../ui/alert';
import { TextField } from '../../ui/text-field';
import { toLocalInput, type ReminderDraft } from './reminder-model';

const FIELDS = ['title', 'description', 'due_at'] as const;
type Field = (typeof FIELDS)[number];

interface ReminderFormProps {
  initial?: ReminderDraft;
  submitLabel: string;
  pending: boolean;
  /** Resolves on success; a rejection carries the server's answer (422 details go beside fields). */
  onSubmit: (draft: ReminderDraft) => Promise<unknown>;
  onCancel?: () => void;
}

const blank = () => ({ title: '', description: '', due: '', sendEmail: false });

/** Create and edit share this form; it checks with the contract's schema before sending. */
export function ReminderForm({ initial, submitLabel, pending, onSubmit, onCancel }: ReminderFormProps) {
  const id = useId();
  const start = initial ? { ...initial, due: toLocalInput(initial.dueAt) } : blank();
  const [values, setValues] = useState(start);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const set = <K extends keyof typeof values>(key: K, value: (typeof values)[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    // datetime-local has no zone: the browser reads it as local time, sent as an exact instant.
    const due = values.due ? new Date(values.due) : null;
    const body = {
      title: values.title,
      description: values.description,
      due_at: due && !Number.isNaN(due.getTime()) ? due.toISOString() : '',
      send_email: values.sendEmail,
    };
    const parsed = reminderCreateSchema.safeParse(body);
    if (!parsed.success) {
      const found = zodFieldErrors(parsed.error, FIELDS);
      if (!values.due) found.due_at = 'Due date is required.';
      setErrors(found);
      return;
    }
    setErrors({});
    const draft = {
      title: parsed.data.title,
      description: parsed.data.description,
      // An untouched due field keeps the exact instant, so saving a fired reminder does not re-arm it.
      dueAt: initial && values.due === start.due ? initial.dueAt : new Date(parsed.data.due_at),
      sendEmail: parsed.data.send_email,
    };
    try {
      await onSubmit(draft);
      if (!initial) setValues(blank());
    } catch (failure) {
      const split = submitErrors(failure, FIELDS);
      setErrors(split.fields);
      setFormError(split.form);
    }
  }

  return (
    <form className="form reminder-form" noValidate onSubmit={(event) => void submit(event)}>
      <TextField
        label="Title"
        name="title"
        value={values.title}
        onValueChange={(v) => set('title', v)}
        error={errors.title}
        maxLength={REMINDER_TITLE_MAX}
        placeholder="e.g. Re-test the PSU after burn-in"
        required
      />
      <div className="field">
        <label className="field-label" htmlFor={`${id}-description`}>
          Description <span className="muted">(optional)</span>
        </label>
        <textarea
          id={`${id}-description`}
          name="description"
          className="input"
          rows={3}
          maxLength={REMINDER_DESCRIPTION_MAX}
          value={values.description}
          onChange={(event) => set('description', event.target.value)}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={errors.description ? `${id}-description-error` : undefined}
        />
        {errors.description ? (
          <p id={`${id}-description-error`} className="field-error">
            {errors.description}
          </p>
        ) : null}
      </div>
      <TextField
        label="Due date and time"
        name="due"
        type="datetime-local"
        step={1}
        value={values.due}
        onValueChange={(v) => set('due', v)}
        error={errors.due_at}
        hint="Your local time. A time in the past fires at once."
        required
      />
      <label className="reminder-check">
        <input
          type="checkbox"
          checked={values.sendEmail}
          onChange={(e) => set('sendEmail', e.target.checked)}
        />
        Also send me an e-mail when it is due
      </label>
      {formError ? <Alert variant="danger">{formError}</Alert> : null}
      <div className="actions">
        {onCancel ? (
          <button type="button" className="btn btn-secondary" onClick={onCancel}>
            Cancel
          </button>
        ) : null}
        <button type="submit" className="btn btn-primary" disabled={pending}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
