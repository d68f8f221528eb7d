import { AUTH_DETAIL } from '@electrobench/contracts/auth';
import { requestChangeEmailSchema } from '@electrobench/contracts/users';
import { Alert } from '../../ui/alert';
import { PasswordField } from '../../ui/password-field';
import { TextField } from '../../ui/text-field';
import { useSchemaForm } from '../../lib/use-schema-form';
import { useRequestEmailChange } from './api';

const FIELDS = ['new_email', 'current_password'] as const;

export function ChangeEmailForm({ currentEmail }: { currentEmail: string }) {
  const request = useRequestEmailChange();
  const { values, set, errors, formError, onSubmit } = useSchemaForm({
    schema: requestChangeEmailSchema,
    fields: FIELDS,
    initial: { new_email: '', current_password: '' },
    detailFields: {
      [AUTH_DETAIL.wrongPassword]: 'current_password',
      [AUTH_DETAIL.emailTaken]: 'new_email',
    },
    send: (data, callbacks) => request.mutate(data, callbacks),
  });

  return (
    <form className="card form" noValidate aria-labelledby="email-title" onSubmit={onSubmit}>
      <h2 id="email-title">Change email</h2>
      <p className="muted">
        Now: <strong>{currentEmail}</strong>. We send a confirmation link to the new address; the change
        happens when you open it.
      </p>
      <TextField
        label="New email"
        name="new_email"
        type="email"
        autoComplete="email"
        value={values.new_email}
        onValueChange={set('new_email')}
        error={errors.new_email}
      />
      <PasswordField
        label="Current password"
        name="current_password"
        autoComplete="current-password"
        value={values.current_password}
        onValueChange={set('current_password')}
        error={errors.current_password}
      />
      {formError ? <Alert variant="danger">{formError}</Alert> : null}
      {request.isSuccess ? <Alert variant="success">{request.data.detail}</Alert> : null}
      <div className="actions">
        <button type="submit" className="btn btn-primary" disabled={request.isPending}>
          {request.isPending ? 'Sending…' : 'Send confirmation link'}
        </button>
      </div>
    </form>
  );
}
