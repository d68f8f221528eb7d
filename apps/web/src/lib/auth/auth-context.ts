import type { User } from '@electrobench/contracts/users';
import { createContext } from 'react';

export type AuthStatus = 'loading' | 'authenticated' | 'unauthenticated';

export interface AuthValue {
  status: AuthStatus;
  user: User | null;
  /** From is_superuser of the loaded user. */
  isAdmin: boolean;
  /** Resolves with the user; rejects with a message ready to show ('Login failed: ...'). */
  login(username: string, password: string): Promise<User>;
  /** Clears the server session (best effort), the stored token and the user state. */
  logout(): Promise<void>;
  /** Forgets the session locally only, e.g. after the server deleted the account. */
  endSession(): void;
  /** Fetches the user again (after a profile change elsewhere). */
  refreshUser(): Promise<void>;
  /** Takes a fresher copy of the user, e.g. the answer of PATCH /users/me. */
  setUser(user: User): void;
}

export const AuthContext = createContext<AuthValue | null>(null);
