import { smdComponentInputSchema, type SmdComponentInput } from '@electrobench/contracts/components';
import { useState, type FormEvent } from 'react';
import { submitErrors, zodFieldErrors, type FieldErrors } from '../../../lib/forms';
import { Alert } from '../../../ui/alert';
import { TextField } from '../../../ui/text-field';

export const COMPONENT_FIELDS = [
  'code',
  'part_number',
  'manufacturer',
  'package',
  'function',
  'pin_count',
  'description',
  'source',
] as const;
type Field = (typeof COMPONENT_FIELDS)[number];
export type ComponentDraft = Record<Field, string>;

export const EMPTY_DRAFT: ComponentDraft = {
  code: '',
  part_number: '',
  manufacturer: '',
  package: '',
  function: '',
  pin_count: '',
  description: '',
  source: '',
};

const LABELS: Record<Field, { label: string; placeholder?: string }> = {
  code: { label: 'Marking code', placeholder: 'e.g. 1AM' },
  part_number: { label: 'Part number', placeholder: 'e.g. MMBT3904' },
  manufacturer: { label: 'Manufacturer', placeholder: 'e.g. onsemi' },
  package: { label: 'Package', placeholder: 'e.g. SOT-23' },
  function: { label: 'Function', placeholder: 'e.g. NPN general purpose' },
  pin_count: { label: 'Pin count', placeholder: '3' },
  description: { label: 'Short description (optional)', placeholder: '40 V 200 mA NPN' },
  source: {
    label: 'Source: datasheet and table',
    placeholder: 'onsemi MMBT3904L datasheet, marking diagram',
  },
};

interface ComponentFormProps {
  initial: ComponentDraft;
  submitLabel: string;
  onSubmit: (input: SmdComponentInput) => Promise<unknown>;
  onCancel?: () => void;
}

/**
 * The fields of one SMD code entry, checked with the same rules as the server before sending;
 * the server's own 422 answers land next to their fields too.
 */
export function ComponentForm({ initial, submitLabel, onSubmit, onCancel }: ComponentFormProps) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = smdComponentInputSchema.safeParse(draft);
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error, COMPONENT_FIELDS));
      return;
    }
    setErrors({});
    setFormError(null);
    setBusy(true);
    try {
      await onSubmit(parsed.data);
    } catch (error) {
      const split = submitErrors(error, COMPONENT_FIELDS);
      setErrors(split.fields);
      setFormError(split.form);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="form" onSubmit={(event) => void handleSubmit(event)} noValidate>
      {formError ? <Alert variant="danger">{formError}</Alert> : null}
      <div className="cid-form-grid">
        {COMPONENT_FIELDS.map((field) => (
          <TextField
            key={field}
            name={field}
            label={LABELS[field].label}
            placeholder={LABELS[field].placeholder}
            value={draft[field]}
            inputMode={field === 'pin_count' ? 'numeric' : undefined}
            onValueChange={(value) => setDraft((d) => ({ ...d, [field]: value }))}
            error={errors[field]}
          />
        ))}
      </div>
      <div className="actions">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? 'Saving…' : submitLabel}
        </button>
        {onCancel ? (
          <button type="button" className="btn btn-ghost" onClick={onCancel}>
            Cancel
          </button>
        ) : null}
      </div>
    </form>
  );
}

/** A stored entry as form text. */
export function draftOf(c: Record<Field, string | number>): ComponentDraft {
  return Object.fromEntries(COMPONENT_FIELDS.map((f) => [f, String(c[f])])) as ComponentDraft;
}
