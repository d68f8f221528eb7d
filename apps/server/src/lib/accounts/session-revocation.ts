import { and, eq, isNull, ne } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { refreshTokens } from '../../db/schema/auth';

export type CredentialEvent = 'password-change' | 'password-reset' | 'account-delete';

/**
 * The session that survives a credential event, if any. Changing one's password keeps the session
 * that did it signed in and ends all others; a reset (someone may hold the old password) and
 * deleting the account end every session.
 */
export function sessionKeptAfter(event: CredentialEvent, currentSession?: string): string | undefined {
  return event === 'password-change' ? currentSession : undefined;
}

/** Ends a user's sessions after a credential event, sparing the one the policy keeps. */
export async function revokeUserSessions(
  ctx: AppContext,
  userId: number,
  event: CredentialEvent,
  currentSession?: string,
  db = ctx.db,
): Promise<void> {
  const conditions = [eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)];
  const kept = sessionKeptAfter(event, currentSession);
  if (kept) conditions.push(ne(refreshTokens.familyId, kept));
  await db
    .update(refreshTokens)
    .set({ revokedAt: ctx.clock.now() })
    .where(and(...conditions));
}
