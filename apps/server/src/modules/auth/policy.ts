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

/**
 * How long a just-rotated refresh token may be presented once more. A reload that aborts a refresh
 * in flight leaves the browser with the old cookie while the server already rotated it; within
 * this window that is a retry, not theft.
 */
export const REFRESH_GRACE_MS = 20_000;

export type RefreshToken = {
  rotatedAt: Date | null;
  revokedAt: Date | null;
  idleExpiresAt: Date;
  familyExpiresAt: Date;
};

/**
 * What a presented refresh token earns. One already rotated or revoked was copied, so its whole
 * family is revoked ("reused"); an idle or too old one ends its family ("expired"). The one
 * exception: the family's most recently rotated token, shown again within REFRESH_GRACE_MS of its
 * rotation and not yet given its grace (it is revoked when it is), earns one more token ("grace").
 */
export function refreshVerdict(
  token: RefreshToken,
  now: Date,
  rotatedSinceInFamily = false,
): 'rotate' | 'grace' | 'reused' | 'expired' {
  if (token.revokedAt) return 'reused';
  const expired = token.idleExpiresAt <= now || token.familyExpiresAt <= now;
  if (token.rotatedAt) {
    const recent = now.getTime() - token.rotatedAt.getTime() < REFRESH_GRACE_MS;
    return recent && !rotatedSinceInFamily && !expired ? 'grace' : 'reused';
  }
  return expired ? 'expired' : 'rotate';
}

export const CROSS_SITE_DETAIL =
  'This request came from another website and was refused. Sign in on this site itself.';

export type RequestSite = { origin?: string; fetchSite?: string; host?: string };

/**
 * Whether a cookie-setting or cookie-using auth request (login, refresh, logout) must be refused
 * as sent by another site's page. A browser names the page's origin in Origin on every POST and,
 * in Sec-Fetch-Site, how it relates to us; a non-browser client sends neither and is let through.
 * An Origin passes when it is one of ours (PUBLIC_URL, CORS_ORIGINS) or the very host the request
 * was sent to (a development proxy or another name of this server); "null" never passes.
 */
export function isCrossSiteRequest(site: RequestSite, ownOrigins: ReadonlySet<string>): boolean {
  if (site.origin !== undefined) {
    const origin = site.origin.toLowerCase();
    if (ownOrigins.has(origin)) return false;
    return !(site.host !== undefined && origin.replace(/^https?:\/\//, '') === site.host.toLowerCase());
  }
  return site.fetchSite === 'cross-site';
}

/** PUBLIC_URL and CORS_ORIGINS as bare origins (scheme://host[:port]), lower case. */
export function ownOriginsOf(publicUrl: string, corsOrigins: string[]): Set<string> {
  const origins = new Set<string>();
  for (const url of [publicUrl, ...corsOrigins]) {
    if (URL.canParse(url)) origins.add(new URL(url).origin.toLowerCase());
  }
  return origins;
}

/** Back-off after too many failed sign-ins: 15 s, doubling with each further failure, at most 5 min. */
export const LOGIN_BACKOFF = { firstMs: 15_000, maxMs: 300_000 };

/**
 * How long a sign-in must wait after `failures` failed ones, the last at `lastFailureAt`: nothing
 * while fewer than `free` failed, then the back-off counted from the last failure. Attempts refused
 * meanwhile are not failures, so they do not extend it.
 */
export function loginBackoffMs(failures: number, lastFailureAt: Date, now: Date, free: number): number {
  if (failures < free) return 0;
  const delay = Math.min(LOGIN_BACKOFF.firstMs * 2 ** (failures - free), LOGIN_BACKOFF.maxMs);
  return Math.max(0, lastFailureAt.getTime() + delay - now.getTime());
}
