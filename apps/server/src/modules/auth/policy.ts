import { AUTH_DETAIL } from '@electrobench/contracts/auth';

/**
 * Who may sign in and which sessions live on. Pure decisions; the services apply them inside
 * their transactions.
 */

/** Why an account whose password matched may still not sign in, or null when it may. */
export function signInDenial(account: { isActive: boolean; emailVerifiedAt: Date | null }): string | null {
  if (!account.isActive) return AUTH_DETAIL.inactive;
  if (!account.emailVerifiedAt) return AUTH_DETAIL.unverified;
  return null;
}

/** A reset link goes only to an account that could use it; anyone else gets the same silence. */
export function mayResetPassword<T extends { isActive: boolean }>(account: T | undefined): account is T {
  return account !== undefined && account.isActive;
}

export type RefreshToken = {
  rotatedAt: Date | null;
  revokedAt: Date | null;
  idleExpiresAt: Date;
  familyExpiresAt: Date;
};

/**
 * What a presented refresh token earns. One already rotated or revoked was copied, so its whole
 * family is revoked ("reused"); an idle or too old one ends its family ("expired").
 */
export function refreshVerdict(token: RefreshToken, now: Date): 'rotate' | 'reused' | 'expired' {
  if (token.rotatedAt || token.revokedAt) return 'reused';
  if (token.idleExpiresAt <= now || token.familyExpiresAt <= now) return 'expired';
  return 'rotate';
}
