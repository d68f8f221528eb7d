import { AUTH_DETAIL } from '@electrobench/contracts/auth';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../ui/alert';
import { Spinner } from '../../ui/spinner';
import { useAuth } from '../../lib/auth/use-auth';
import { useConfirmEmailChange } from './api';
import './auth.css';
import { readableError } from '../../lib/forms';

export function ConfirmEmailChangePage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const confirm = useConfirmEmailChange(token);
  const { refreshUser } = useAuth();
  const confirmed = confirm.isSuccess;

  // A signed-in profile still shows the old address until it is fetched again.
  useEffect(() => {
    if (confirmed) void refreshUser();
  }, [confirmed, refreshUser]);

  return (
    <div className="page page-narrow auth-page">
      <h1>Confirm your new email</h1>
      {!token ? <Alert variant="danger">{AUTH_DETAIL.badToken}</Alert> : null}
      {token && confirm.isPending ? <Spinner label="Confirming your new email address..." /> : null}
      {confirm.isSuccess ? (
        <Alert variant="success" title="Email changed">
          <p>{confirm.data.detail}</p>
        </Alert>
      ) : null}
      {confirm.isError ? <Alert variant="danger">{readableError(confirm.error)}</Alert> : null}
      <p>
        <Link to="/profile">Go to your profile</Link>
      </p>
    </div>
  );
}
