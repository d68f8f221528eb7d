import { TOAST } from '@electrobench/contracts/limits';
import type { User } from '@electrobench/contracts/users';
import { toast } from '../../ui/toast/toast';
import { readableError } from '../forms';
import { emitSessionChange } from '../auth-events';
import { clearAccessToken, setAccessToken } from '../token-storage';
import { fetchMe, fetchMeOrNull, requestAccessToken, requestLogout } from './auth-api';
import type { AuthStatus } from './auth-context';
import {
  LOGIN_USER_FETCH_FAILED,
  LOGOUT_ISSUE_MESSAGE,
  LOGOUT_ISSUE_TITLE,
  loginFailed,
} from './auth-messages';

export interface AuthSnapshot {
  status: AuthStatus;
  user: User | null;
}

/**
 * The session state of SPEC section 4, kept outside React (and outside the query cache, so the
 * first page download does not need the query library).
 */
export function createAuthStore() {
  let snapshot: AuthSnapshot = { status: 'loading', user: null };
  let loading: Promise<void> | null = null;
  const listeners = new Set<() => void>();

  function set(user: User | null): void {
    // The first answer replaces nobody, so nothing cached needs to go.
    const otherPerson = snapshot.status !== 'loading' && user?.id !== snapshot.user?.id;
    snapshot = { status: user ? 'authenticated' : 'unauthenticated', user };
    for (const listener of listeners) listener();
    if (otherPerson) emitSessionChange();
  }

  /** Loads the user; without a stored token the 401 makes the client try the refresh cookie. */
  function load(): Promise<void> {
    loading ??= fetchMeOrNull()
      .then(set, () => {
        // A failed first load means no session; a failed reload keeps the user we have.
        if (snapshot.status === 'loading') set(null);
      })
      .finally(() => {
        loading = null;
      });
    return loading;
  }

  function endSession(): void {
    clearAccessToken();
    set(null);
  }

  async function logout(): Promise<void> {
    let serverCleared = true;
    try {
      await requestLogout();
    } catch {
      serverCleared = false;
    }
    endSession();
    if (!serverCleared) {
      toast({
        variant: 'warning',
        title: LOGOUT_ISSUE_TITLE,
        message: LOGOUT_ISSUE_MESSAGE,
        durationMs: TOAST.logoutWarningMs,
      });
    }
  }

  async function login(username: string, password: string): Promise<User> {
    try {
      const token = await requestAccessToken(username, password);
      setAccessToken(token.access_token);
    } catch (error) {
      throw new Error(loginFailed(readableError(error)), { cause: error });
    }
    try {
      const user = await fetchMe();
      set(user);
      return user;
    } catch (error) {
      await logout();
      throw new Error(LOGIN_USER_FETCH_FAILED, { cause: error });
    }
  }

  return {
    getSnapshot: (): AuthSnapshot => snapshot,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    load,
    login,
    logout,
    endSession,
    /** Replaces the user with a fresher copy (e.g. the answer of PATCH /users/me). */
    setUser: (user: User) => set(user),
  };
}

export type AuthStore = ReturnType<typeof createAuthStore>;
