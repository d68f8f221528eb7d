import { Navigate, Outlet, useLocation } from 'react-router';
import { Alert } from '../ui/alert';
import { Spinner } from '../ui/spinner';
import { ACCESS_DENIED_TEXT } from '../lib/auth/auth-messages';
import { useAuth } from '../lib/auth/use-auth';
import { loginPathFor } from '../lib/safe-next';

function Checking({ label }: { label: string }) {
  return (
    <div className="page page-status">
      <Spinner size="large" label={label} />
    </div>
  );
}

/** Member pages: guests go to /login, which brings them back here afterwards. */
export function RequireAuth() {
  const { status } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <Checking label="Checking authentication..." />;
  if (status === 'unauthenticated') return <Navigate to={loginPathFor(location)} replace />;
  return <Outlet />;
}

/** Admin pages: guests go to /login; signed-in members without admin rights are told so. */
export function RequireAdmin() {
  const { status, isAdmin } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <Checking label="Verifying access..." />;
  if (status === 'unauthenticated') return <Navigate to={loginPathFor(location)} replace />;
  if (!isAdmin) {
    return (
      <div className="page page-narrow">
        <h1>Admin Panel</h1>
        <Alert variant="danger" title="Access Denied">
          <p>{ACCESS_DENIED_TEXT}</p>
        </Alert>
      </div>
    );
  }
  return <Outlet />;
}
