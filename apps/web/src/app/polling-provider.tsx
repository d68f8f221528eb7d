import { POLL_INTERVAL_MS } from '@electrobench/contracts/limits';
import { useEffect, type ReactNode } from 'react';
import { useAuth } from '../lib/auth/use-auth';

/**
 * The app's one 300000 ms poll. It keeps the signed-in user's profile (GET /users/me) fresh: the
 * accent, avatar, admin flag and forum counts can change in another tab or through an admin, and the
 * call also renews the access token through the refresh cookie before it is needed. Guests poll
 * nothing. (The unread notification count polls on its own: it stops while the socket is live.)
 */
export function PollingProvider({ children }: { children: ReactNode }) {
  const { status, refreshUser } = useAuth();
  useEffect(() => {
    if (status !== 'authenticated') return;
    const timer = setInterval(() => void refreshUser(), POLL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [status, refreshUser]);
  return children;
}
