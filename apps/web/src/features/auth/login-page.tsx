import { TOAST } from '@electrobench/contracts/limits';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../ui/alert';
import { PasswordField } from '../../ui/password-field';
import { TextField } from '../../ui/text-field';
import { toast } from '../../ui/toast/toast';
import { ApiError, errorMessage } from '../../lib/api-error';
import { useAuth } from '../../lib/auth/use-auth';
import { zodFieldErrors, type FieldErrors } from '../../lib/forms';
import { safeNextPath } from '../../lib/safe-next';
import './auth.css';

// The contract schemas bring zod along; the page fetches them once the form is first touched, so the
// login page itself opens fast.
const loadSchemas = () => import('@electrobench/contracts/auth');
const ResendVerification = lazy(() =>
  import('./resend-verification').then((m) => ({ default: m.ResendVerification })),
);

const FIELDS = ['username', 'password'] as const;
type Field = (typeof FIELDS)[number];

export function LoginPage() {
  const { login, status } = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const nextParam = params.get('next');
  const next = safeNextPath(nextParam);
  const [values, setValues] = useState<Record<Field, string>>({ username: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [unverified, setUnverified] = useState(false);
  const [busy, setBusy] = useState(false);

  if (status === 'authenticated' && !busy) return <Navigate to={next} replace />;

  const set = (field: Field) => (value: string) => setValues((current) => ({ ...current, [field]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const { loginFormSchema } = await loadSchemas();
    const parsed = loginFormSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error, FIELDS));
      return;
    }
    setErrors({});
    setFormError(null);
    setBusy(true);
    try {
      const user = await login(parsed.data.username, parsed.data.password);
      toast({ variant: 'success', title: `Welcome back, ${user.username}!`, durationMs: TOAST.loginMs });
      navigate(next, { replace: true });
    } catch (error) {
      setFormError(errorMessage(error));
      setUnverified(error instanceof Error && error.cause instanceof ApiError && error.cause.status === 403);
    } finally {
      setBusy(false);
    }
  }

  const signupLink = nextParam ? `/signup?next=${encodeURIComponent(next)}` : '/signup';
  return (
    <div className="page page-narrow auth-page">
      <h1>Log in</h1>
      {nextParam ? <Alert variant="info">Log in to continue to that page.</Alert> : null}
      <form
        className="form card"
        noValidate
        onFocus={() => void loadSchemas()}
        onSubmit={(event) => void submit(event)}
      >
        <TextField
          label="Username or email"
          name="username"
          autoComplete="username"
          value={values.username}
          onValueChange={set('username')}
          error={errors.username}
          required
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="current-password"
          value={values.password}
          onValueChange={set('password')}
          error={errors.password}
          required
        />
        {formError ? <Alert variant="danger">{formError}</Alert> : null}
        <div className="actions">
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? 'Logging in…' : 'Log in'}
          </button>
          <Link to="/request-password-reset">Forgot your password?</Link>
        </div>
      </form>
      {unverified ? (
        <Suspense fallback={null}>
          <ResendVerification initialEmail={values.username.includes('@') ? values.username : ''} />
        </Suspense>
      ) : null}
      <p className="auth-switch">
        New to ElectroBench? <Link to={signupLink}>Create an account</Link>
      </p>
    </div>
  );
}
