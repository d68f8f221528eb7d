import { emailSchema } from '@electrobench/contracts/auth';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../ui/alert';
import { TextField } from '../../ui/text-field';
import { submitErrors } from '../../lib/forms';
import { useRequestPasswordReset } from './api';
import './auth.css';

export function RequestPasswordResetPage() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const request = useRequestPasswordReset();
  const failure = request.isError ? submitErrors(request.error, ['email'] as const) : null;

  return (
    <div className="page page-narrow auth-page">
      <h1>Reset your password</h1>
      <p className="lead">
        Enter the email address of your account and we will send you a link to choose a new one.
      </p>
      {request.isSuccess ? (
        <Alert variant="success" title="Check your inbox">
          <p>{request.data.detail}</p>
          <p>The link is valid for one hour.</p>
        </Alert>
      ) : (
        <form
          className="form card"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            const parsed = emailSchema.safeParse(email);
            setError(parsed.success ? undefined : parsed.error.issues[0]?.message);
            if (parsed.success) request.mutate(parsed.data);
          }}
        >
          <TextField
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            value={email}
            onValueChange={setEmail}
            error={error ?? failure?.fields.email}
            required
          />
          {failure?.form ? <Alert variant="danger">{failure.form}</Alert> : null}
          <div className="actions">
            <button type="submit" className="btn btn-primary" disabled={request.isPending}>
              {request.isPending ? 'Sending…' : 'Send reset link'}
            </button>
          </div>
        </form>
      )}
      <p className="auth-switch">
        Remembered it? <Link to="/login">Back to login</Link>
      </p>
    </div>
  );
}
