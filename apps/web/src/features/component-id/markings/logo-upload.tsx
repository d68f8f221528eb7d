import type { IcLogo } from '@electrobench/contracts/components';
import { IC_LOGO_IMAGE } from '@electrobench/contracts/component-constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { apiRequest } from '../../../lib/api-client';
import { readableError } from '../../../lib/forms';

/** Admins attach a licensed logo picture to a maker; nobody else sees this control. */
export function LogoUpload({ logo }: { logo: IcLogo }) {
  const id = useId();
  const client = useQueryClient();
  const upload = useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('image', file);
      return apiRequest<IcLogo>(`/ic-logos/${logo.id}/image`, { method: 'POST', body: form });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: ['ic-logos'] }),
  });
  return (
    <div className="field small">
      <label className="field-label" htmlFor={id}>
        {logo.image_url ? 'Replace the logo picture' : 'Upload a licensed logo picture'} (PNG, JPEG or WebP,{' '}
        {IC_LOGO_IMAGE.maxBytes / 1024} kB)
      </label>
      <input
        id={id}
        type="file"
        accept={IC_LOGO_IMAGE.types.join(',')}
        disabled={upload.isPending}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) upload.mutate(file);
        }}
      />
      <span aria-live="polite">
        {upload.isPending ? 'Uploading…' : upload.isSuccess ? 'Saved.' : null}
        {upload.isError ? <span className="field-error">{readableError(upload.error)}</span> : null}
      </span>
    </div>
  );
}
