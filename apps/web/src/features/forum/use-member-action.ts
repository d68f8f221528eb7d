import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAuth } from '../../lib/auth/use-auth';
import { loginPathFor } from '../../lib/safe-next';

/**
 * Guests read everything; any write sends them to /login, which brings them back here. `act`
 * runs the action for members and redirects guests instead.
 */
export function useMemberAction() {
  const { status, user, isAdmin } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const signedIn = status === 'authenticated';
  const loginPath = loginPathFor(location);
  const act = useCallback(
    (action: () => void) => {
      if (signedIn) action();
      else void navigate(loginPath);
    },
    [signedIn, navigate, loginPath],
  );
  return { signedIn, checking: status === 'loading', user, isAdmin, loginPath, act };
}
