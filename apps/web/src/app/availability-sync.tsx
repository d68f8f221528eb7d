import { useEffect } from 'react';
import { useAuth } from '../lib/auth/use-auth';
import { startAvailabilitySync } from '../lib/availability-sync';

/** A signed-in member's status dot follows the server (and their other tabs) while signed in. */
export function AvailabilitySync() {
  const signedIn = useAuth().status === 'authenticated';
  useEffect(() => {
    if (!signedIn) return;
    // A failed load keeps the last known status; the next socket reconnect tries again.
    return startAvailabilitySync();
  }, [signedIn]);
  return null;
}
