import { AUTH_DETAIL, signupSchema } from '@electrobench/contracts/auth';
import { TOAST } from '@electrobench/contracts/limits';
import { useState, type FormEvent } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { Alert } from '../../ui/alert';
import { PasswordField } from '../../ui/password-field';
import { TextField } from '../../ui/text-field';
import { toast } from '../../ui/toast/toast';
import { ApiError } from '../../lib/api-error';
import { signupFailed } from '../../lib/auth/auth-messages';
import { useAuth } from '../../lib/auth/use-auth';
import { submitErrors, zodFieldErrors, type FieldErrors } from '../../lib/forms';
import { pluralWord } from '../../lib/plural';
import { safeNextPath } from '../../lib/safe-next';
import { useSignup } from './api';
import { AvailabilityHint } from './availability-hint';
import { PasswordRules } from './password-rules';
import { useAvailability } from './use-availability';
import './auth.css';

const FIELDS = ['email', 'username', 'password'] as const;
type Field = (typeof FIELDS)[number];

// Conflict answers carry a plain detail; these belong next to a field rather than above the form.
const FIELD_OF_DETAIL: Partial<Record<string, Field>> = {
  [AUTH_DETAIL.emailTaken]: 'email',
  [AUTH_DETAIL.usernameTaken]: 'username',
  [AUTH_DETAIL.commonPassword]: 'password',
};

export function SignupPage() {
  const { status } = useAuth();
  const [params] = useSearchParams();
  const next = params.get('next');
  const [values, setValues] = useState<Record<Field, string>>({ email: '', username: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const signup = useSignup();
  const usernameState = useAvailability('username', values.username);
  const emailState = useAvailability('email', values.email);

  if (status === 'authenticated') return <Navigate to={safeNextPath(next)} replace />;

  const set = (field: Field) => (value: string) => setValues((current) => ({ ...current, [field]: value }));
  const loginLink = next ? `/login?next=${encodeURIComponent(safeNextPath(next))}` : '/login';

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = signupSchema.safeParse(values);
    const found = parsed.success ? {} : zodFieldErrors(parsed.error, FIELDS);
    if (usernameState === 'taken') found.username ??= AUTH_DETAIL.usernameTaken;
    if (emailState === 'taken') found.email ??= AUTH_DETAIL.emailTaken;
    setErrors(found);
    setFormError(null);
    if (!parsed.success || Object.keys(found).length > 0) return;
    signup.mutate(parsed.data, {
      onSuccess: (body) =>
        toast({
          variant: 'success',
          title: 'Account created',
          message: body.detail,
          durationMs: TOAST.signupMs,
        }),
      onError: (error) => {
        const field = error instanceof ApiError ? FIELD_OF_DETAIL[error.message] : undefined;
        // A field's problem is said once, beside the field; the alert only points there.
        const split = field
          ? { fields: { [field]: error.message }, form: undefined }
          : submitErrors(error, FIELDS);
        setErrors(split.fields);
        const marked = Object.keys(split.fields).length;
        setFormError(signupFailed(split.form ?? `see the ${pluralWord(marked, 'field')} marked above.`));
      },
    });
  }

  if (signup.isSuccess) {
    return (
      <div className="page page-narrow auth-page">
        <h1>Check your inbox</h1>
        <Alert variant="success" title="Account created">
          <p>{signup.data.detail}</p>
          <p>The link is valid for 48 hours. After verifying, log in with your new account.</p>
        </Alert>
        <p>
          <Link className="btn btn-primary" to={loginLink}>
            Go to login
          </Link>
        </p>
      </div>
    );
  }

  return (
    <div className="page page-narrow auth-page">
      <h1>Create your account</h1>
      <p className="lead">Members keep sticky notes, SMD lists and reminders, and take part in the forum.</p>
      <form className="form card" noValidate onSubmit={submit}>
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          value={values.email}
          onValueChange={set('email')}
          error={errors.email}
          hint={<AvailabilityHint kind="email" state={emailState} />}
          required
        />
        <TextField
          label="Username"
          name="username"
          autoComplete="username"
          value={values.username}
          onValueChange={set('username')}
          error={errors.username}
          hint={
            <>
              <span>3 to 30 letters, digits, _ or -. </span>
              <AvailabilityHint kind="username" state={usernameState} />
            </>
          }
          required
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="new-password"
          value={values.password}
          onValueChange={set('password')}
          error={errors.password}
          hint={<PasswordRules password={values.password} />}
          required
        />
        {formError ? <Alert variant="danger">{formError}</Alert> : null}
        <div className="actions">
          <button type="submit" className="btn btn-primary" disabled={signup.isPending}>
            {signup.isPending ? 'Creating account…' : 'Sign up'}
          </button>
        </div>
      </form>
      <p className="auth-switch">
        Already a member? <Link to={loginLink}>Log in</Link>
      </p>
    </div>
  );
}
