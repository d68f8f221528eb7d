import { useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { onAuthLost } from '../auth-events';
import { AuthContext, type AuthValue } from './auth-context';
import { createAuthStore } from './auth-store';

export function AuthProvider({ children }: { children: ReactNode }) {
  const [store] = useState(createAuthStore);
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);

  useEffect(() => {
    void store.load();
    // A refused or reused refresh token ends the session at once.
    return onAuthLost(store.endSession);
  }, [store]);

  const value = useMemo<AuthValue>(
    () => ({
      status: snapshot.status,
      user: snapshot.user,
      isAdmin: snapshot.user?.is_superuser === true,
      login: store.login,
      logout: store.logout,
      endSession: store.endSession,
      refreshUser: store.load,
      setUser: store.setUser,
    }),
    [snapshot, store],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
