import { randomUUID } from 'node:crypto';
import { and, eq, gte, inArray, isNull, ne } from 'drizzle-orm';
import { AUTH_DETAIL } from '@electrobench/contracts/auth';
import type { AppContext } from '../../app-context';
import type { Database } from '../../db/client';
import { refreshTokens } from '../../db/schema/auth';
import { hashToken, newSecureToken } from '../../lib/secure-token';
import { unauthorized } from '../../lib/http-errors';
import { refreshVerdict } from './policy';

export type Session = { accessToken: string; refreshToken: string; refreshExpiresAt: Date };

async function issue(
  ctx: AppContext,
  userId: number,
  familyId: string,
  familyExpiresAt: Date,
  db = ctx.db,
): Promise<Session> {
  const now = ctx.clock.now();
  const refreshToken = newSecureToken();
  const idle = new Date(Math.min(now.getTime() + ctx.config.refreshIdleMs, familyExpiresAt.getTime()));
  await db.insert(refreshTokens).values({
    userId,
    familyId,
    tokenHash: hashToken(refreshToken),
    createdAt: now,
    idleExpiresAt: idle,
    familyExpiresAt,
  });
  const accessToken = await ctx.accessTokens.sign({ userId, sessionId: familyId });
  return { accessToken, refreshToken, refreshExpiresAt: idle };
}

/** A new login: a new token family with its absolute lifetime starting now. */
export function startSession(ctx: AppContext, userId: number): Promise<Session> {
  const familyExpiresAt = new Date(ctx.clock.now().getTime() + ctx.config.refreshAbsoluteMs);
  return issue(ctx, userId, randomUUID(), familyExpiresAt);
}

/** Whether another token of the family was rotated after this one (so this one is not the latest). */
async function rotatedSince(db: Database, row: { id: number; familyId: string; rotatedAt: Date | null }) {
  if (!row.rotatedAt) return false;
  const [newer] = await db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.familyId, row.familyId),
        gte(refreshTokens.rotatedAt, row.rotatedAt),
        ne(refreshTokens.id, row.id),
      ),
    )
    .limit(1);
  return newer !== undefined;
}

/**
 * Rotates a refresh token. A token that was already rotated (or revoked) means it was copied:
 * the whole family is revoked and the caller must log in again, except within a short grace
 * window for the token rotated last (see refreshVerdict).
 */
export async function rotateSession(ctx: AppContext, presented: string | undefined): Promise<Session> {
  if (!presented) throw unauthorized(AUTH_DETAIL.refreshMissing);
  const now = ctx.clock.now();
  // The transaction returns a verdict instead of throwing so that a revocation commits.
  const outcome = await ctx.db.transaction(
    async (tx): Promise<{ ok: true; session: Session } | { ok: false; error: string; endedFor?: number }> => {
      const [row] = await tx
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, hashToken(presented)))
        .for('update')
        .limit(1);
      if (!row) return { ok: false, error: AUTH_DETAIL.refreshReused };
      const verdict = refreshVerdict(row, now, row.rotatedAt ? await rotatedSince(tx, row) : false);
      if (verdict === 'grace') {
        // Spent: the same token shown again is theft. The token it was rotated into stays valid,
        // since either answer may be the one the browser kept.
        await tx.update(refreshTokens).set({ revokedAt: now }).where(eq(refreshTokens.id, row.id));
        return { ok: true, session: await issue(ctx, row.userId, row.familyId, row.familyExpiresAt, tx) };
      }
      if (verdict === 'reused') {
        await tx
          .update(refreshTokens)
          .set({ revokedAt: now })
          .where(and(eq(refreshTokens.familyId, row.familyId), isNull(refreshTokens.revokedAt)));
        return { ok: false, error: AUTH_DETAIL.refreshReused, endedFor: row.userId };
      }
      if (verdict === 'expired') {
        await tx
          .update(refreshTokens)
          .set({ revokedAt: now })
          .where(eq(refreshTokens.familyId, row.familyId));
        return { ok: false, error: AUTH_DETAIL.refreshMissing, endedFor: row.userId };
      }
      await tx.update(refreshTokens).set({ rotatedAt: now }).where(eq(refreshTokens.id, row.id));
      return { ok: true, session: await issue(ctx, row.userId, row.familyId, row.familyExpiresAt, tx) };
    },
  );
  if (!outcome.ok) {
    if (outcome.endedFor !== undefined) ctx.sessionEvents.ended(outcome.endedFor);
    throw unauthorized(outcome.error);
  }
  return outcome.session;
}

/**
 * Logout: revokes the family of the presented refresh token, if it is one of ours, and the session
 * of the access token the request carried (a client holding only a bearer token logs out too).
 */
export async function endSession(
  ctx: AppContext,
  presented: string | undefined,
  bearerSession?: { userId: number; sessionId: string },
): Promise<void> {
  const families = new Map<string, number>();
  if (bearerSession) families.set(bearerSession.sessionId, bearerSession.userId);
  if (presented) {
    const [row] = await ctx.db
      .select({ familyId: refreshTokens.familyId, userId: refreshTokens.userId })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashToken(presented)))
      .limit(1);
    if (row) families.set(row.familyId, row.userId);
  }
  if (families.size === 0) return;
  await ctx.db
    .update(refreshTokens)
    .set({ revokedAt: ctx.clock.now() })
    .where(and(inArray(refreshTokens.familyId, [...families.keys()]), isNull(refreshTokens.revokedAt)));
  for (const userId of new Set(families.values())) ctx.sessionEvents.ended(userId);
}
