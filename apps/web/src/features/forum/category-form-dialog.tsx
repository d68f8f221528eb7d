import { categoryInputSchema, type ForumCategory } from '@electrobench/contracts/forum';
import { FORUM_LIMITS } from '@electrobench/contracts/forum-constants';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../ui/alert';
import { Modal } from '../../ui/modal';
import { TextField } from '../../ui/text-field';
import { submitErrors, zodFieldErrors, type FieldErrors } from '../../lib/forms';
import { useCreateCategory, useUpdateCategory } from './admin-categories-api';

const FIELDS = ['name', 'slug', 'description'] as const;
type Field = (typeof FIELDS)[number];

/** Create (category null) or edit a category: name, slug (made from the name when left empty), description. */
export function CategoryFormDialog({
  category,
  onClose,
}: {
  category: ForumCategory | null;
  onClose: () => void;
}) {
  const [name, setName] = useState(category?.name ?? '');
  const [slug, setSlug] = useState(category?.slug ?? '');
  const [description, setDescription] = useState(category?.description ?? '');
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const create = useCreateCategory();
  const update = useUpdateCategory();
  const busy = create.isPending || update.isPending;

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = categoryInputSchema.safeParse({ name, description, ...(slug.trim() && { slug }) });
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error, FIELDS));
      return;
    }
    setErrors({});
    setFormError(null);
    const handlers = {
      onSuccess: onClose,
      onError: (error: unknown) => {
        const split = submitErrors(error, FIELDS);
        setErrors(split.fields);
        setFormError(split.form);
      },
    };
    if (category) update.mutate({ id: category.id, input: parsed.data }, handlers);
    else create.mutate(parsed.data, handlers);
  }

  return (
    <Modal
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={category ? `Edit “${category.name}”` : 'New category'}
    >
      <form className="form" onSubmit={submit} noValidate>
        <TextField
          label="Name"
          name="name"
          value={name}
          onValueChange={setName}
          error={errors.name}
          maxLength={FORUM_LIMITS.categoryName.max}
        />
        <TextField
          label="Slug (optional)"
          name="slug"
          value={slug}
          onValueChange={setSlug}
          error={errors.slug}
          hint="The address: /forum/c/slug. Left empty, it is made from the name. Changing it breaks old links."
          maxLength={FORUM_LIMITS.categorySlug.max}
        />
        <TextField
          label="Description"
          name="description"
          value={description}
          onValueChange={setDescription}
          error={errors.description}
          maxLength={FORUM_LIMITS.categoryDescription.max}
        />
        {formError ? <Alert variant="danger">{formError}</Alert> : null}
        <div className="modal-footer">
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? 'Saving…' : category ? 'Save changes' : 'Create category'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
