import { changePasswordSchema } from '@electrobench/contracts/users';
import { AUTH_DETAIL } from '@electrobench/contracts/auth';
import { Alert } from '../../ui/alert';
import { PasswordField } from '../../ui/password-field';
import { useSchemaForm } from '../../lib/use-schema-form';
import { useChangePassword } from './api';

const FIELDS = ['current_password', 'new_password'] as const;

export function ChangePasswordForm() {
  const change = useChangePassword();
  const { values, set, errors, formError, onSubmit } = useSchemaForm({
    schema: changePasswordSchema,
    fields: FIELDS,
    initial: { current_password: '', new_password: '' },
    detailFields: { [AUTH_DETAIL.wrongPassword]: 'current_password' },
    send: (data, callbacks) => change.mutate(data, callbacks),
  });

  return (
    <form className="card form" noValidate aria-labelledby="password-title" onSubmit={onSubmit}>
      <h2 id="password-title">Change password</h2>
      <PasswordField
        label="Current password"
        name="current_password"
        autoComplete="current-password"
        value={values.current_password}
        onValueChange={set('current_password')}
        error={errors.current_password}
      />
      <PasswordField
        label="New password"
        name="new_password"
        autoComplete="new-password"
        value={values.new_password}
        onValueChange={set('new_password')}
        error={errors.new_password}
        hint="8 to 128 characters, not a commonly used password. Your other sessions will be signed out."
      />
      {formError ? <Alert variant="danger">{formError}</Alert> : null}
      {change.isSuccess ? <Alert variant="success">{change.data.detail}</Alert> : null}
      <div className="actions">
        <button type="submit" className="btn btn-primary" disabled={change.isPending}>
          {change.isPending ? 'Saving…' : 'Change password'}
        </button>
      </div>
    </form>
  );
}
