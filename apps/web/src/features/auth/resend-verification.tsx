import { emailSchema } from '@electrobench/contracts/auth';
import { useState } from 'react';
import { Alert } from '../../ui/alert';
import { TextField } from '../../ui/text-field';
import { useResendVerification } from './api';
import { readableError } from '../../lib/forms';

/** Lets someone whose link expired or got lost ask for a new verification mail. */
export function ResendVerification({ initialEmail = '' }: { initialEmail?: string }) {
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string | undefined>();
  const resend = useResendVerification();

  return (
    <form
      className="form card"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = emailSchema.safeParse(email);
        setError(parsed.success ? undefined : parsed.error.issues[0]?.message);
        if (parsed.success) resend.mutate(parsed.data);
      }}
    >
      <h2>Need a new verification link?</h2>
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        value={email}
        onValueChange={setEmail}
        error={error}
      />
      {resend.isSuccess ? <Alert variant="success">{resend.data.detail}</Alert> : null}
      {resend.isError ? <Alert variant="danger">{readableError(resend.error)}</Alert> : null}
      <div className="actions">
        <button type="submit" className="btn btn-secondary" disabled={resend.isPending}>
          {resend.isPending ? 'Sending…' : 'Send a new link'}
        </button>
      </div>
    </form>
  );
}
