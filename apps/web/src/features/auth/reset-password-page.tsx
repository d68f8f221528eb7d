import { AUTH_DETAIL, passwordSchema } from '@electrobench/contracts/auth';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../ui/alert';
import { PasswordField } from '../../ui/password-field';
import { toast } from '../../ui/toast/toast';
import { submitErrors } from '../../lib/forms';
import { useResetPassword } from './api';
import { PasswordRules } from './password-rules';
import './auth.css';

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const reset = useResetPassword();
  const failure = reset.isError ? submitErrors(reset.error, ['new_password'] as const) : null;

  if (!token) {
    return (
      <div className="page page-narrow auth-page">
        <h1>Choose a new password</h1>
        <Alert variant="danger">{AUTH_DETAIL.badToken}</Alert>
        <p>
          <Link to="/request-password-reset">Request a new reset link</Link>
        </p>
      </div>
    );
  }

  return (
    <div className="page page-narrow auth-page">
      <h1>Choose a new password</h1>
      <form
        className="form card"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const parsed = passwordSchema.safeParse(password);
          setError(parsed.success ? undefined : parsed.error.issues[0]?.message);
          if (!parsed.success) return;
          reset.mutate(
            { token, new_password: parsed.data },
            {
              onSuccess: (body) => {
                toast({ variant: 'success', title: 'Password updated', message: body.detail });
                navigate('/login', { replace: true });
              },
            },
          );
        }}
      >
        <PasswordField
          label="New password"
          name="new_password"
          autoComplete="new-password"
          value={password}
          onValueChange={setPassword}
          error={error ?? failure?.fields.new_password}
          hint={<PasswordRules password={password} />}
          required
        />
        {failure?.form ? (
          <Alert variant="danger">
            <p>{failure.form}</p>
            <p>
              <Link to="/request-password-reset">Request a new reset link</Link>
            </p>
          </Alert>
        ) : null}
        <div className="actions">
          <button type="submit" className="btn btn-primary" disabled={reset.isPending}>
            {reset.isPending ? 'Saving…' : 'Save new password'}
          </button>
        </div>
      </form>
    </div>
  );
}
