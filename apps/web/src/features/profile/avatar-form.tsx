import { PROFILE_IMAGE } from '@electrobench/contracts/limits';
import type { User } from '@electrobench/contracts/users';
import { useId, useState, type FormEvent } from 'react';
import { Alert } from '../../ui/alert';
import { Avatar } from '../../ui/avatar';
import { toast } from '../../ui/toast/toast';
import { submitErrors } from '../../lib/forms';
import { useUpdateProfile } from './api';

const MAX_MB = PROFILE_IMAGE.maxBytes / 1024 / 1024;

function checkFile(file: File | null): string | null {
  if (!file) return 'Choose an image first.';
  if (!(PROFILE_IMAGE.types as readonly string[]).includes(file.type))
    return 'Use a PNG, JPEG or WebP image.';
  if (file.size > PROFILE_IMAGE.maxBytes) return `The image must be at most ${MAX_MB} MB.`;
  return null;
}

export function AvatarForm({ user }: { user: User }) {
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateProfile();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = checkFile(file);
    setError(problem);
    if (problem || !file) return;
    const form = new FormData();
    form.set('profile_image', file);
    const formElement = event.currentTarget;
    update.mutate(form, {
      onSuccess: () => {
        toast({ variant: 'success', title: 'Profile picture updated' });
        setFile(null);
        formElement.reset();
      },
      onError: (failure) => {
        const split = submitErrors(failure, ['profile_image'] as const);
        setError(split.fields.profile_image ?? split.form);
      },
    });
  }

  return (
    <form className="card form" onSubmit={submit} aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`}>Profile picture</h2>
      <div className="profile-head">
        <Avatar name={user.username} src={user.profile_image_url} size="large" />
        <div className="field">
          <label className="field-label" htmlFor={inputId}>
            Choose an image
          </label>
          <input
            id={inputId}
            className="file-input"
            type="file"
            name="profile_image"
            accept={PROFILE_IMAGE.types.join(',')}
            aria-describedby={`${inputId}-hint`}
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
          <p id={`${inputId}-hint`} className="field-hint">
            PNG, JPEG or WebP up to {MAX_MB} MB. It is cropped to a {PROFILE_IMAGE.sizePx} px square and
            stripped of metadata (such as location).
          </p>
        </div>
      </div>
      {error ? <Alert variant="danger">{error}</Alert> : null}
      <div className="actions">
        <button type="submit" className="btn btn-primary" disabled={update.isPending}>
          {update.isPending ? 'Uploading…' : 'Upload picture'}
        </button>
      </div>
    </form>
  );
}
