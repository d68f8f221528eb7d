import { AUTH_DETAIL } from '@electrobench/contracts/auth';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../ui/alert';
import { Spinner } from '../../ui/spinner';
import { useVerifyEmail } from './api';
import { ResendVerification } from './resend-verification';
import './auth.css';
import { readableError } from '../../lib/forms';

export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const verify = useVerifyEmail(token);

  return (
    <div className="page page-narrow auth-page">
      <h1>Verify your email</h1>
      {!token ? <Alert variant="danger">{AUTH_DETAIL.badToken}</Alert> : null}
      {token && verify.isPending ? <Spinner label="Verifying your email..." /> : null}
      {verify.isSuccess ? (
        <>
          <Alert variant="success">
            <p>{verify.data.detail}</p>
          </Alert>
          <p>
            <Link className="btn btn-primary" to="/login">
              Log in
            </Link>
          </p>
        </>
      ) : null}
      {verify.isError ? <Alert variant="danger">{readableError(verify.error)}</Alert> : null}
      {!token || verify.isError ? <ResendVerification /> : null}
    </div>
  );
}
