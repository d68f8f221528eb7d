import { and, eq, gt, isNull } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import type { Database } from '../../db/client';
import { emailTokens } from '../../db/schema/auth';
import { hashToken, newSecureToken } from '../secure-token';

type Purpose = (typeof emailTokens.$inferInsert)['purpose'];

/** Issues a single-use mailed token; older unused tokens of the same purpose stop working. */
export async function createEmailToken(
  ctx: AppContext,
  userId: number,
  purpose: Purpose,
  lifetimeMs: number,
  newEmail?: string,
  db: Database = ctx.db,
): Promise<string> {
  const now = ctx.clock.now();
  await db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)));
  const token = newSecureToken();
  await db.insert(emailTokens).values({
    userId,
    purpose,
    tokenHash: hashToken(token),
    newEmail: newEmail ?? null,
    expiresAt: new Date(now.getTime() + lifetimeMs),
    createdAt: now,
  });
  return token;
}

/** Marks the token used and returns it, or null if unknown, used, expired or of another purpose. */
export async function consumeEmailToken(ctx: AppContext, db: Database, token: string, purpose: Purpose) {
  const now = ctx.clock.now();
  const [row] = await db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailTokens.tokenHash, hashToken(token)),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, now),
      ),
    )
    .returning();
  return row ?? null;
}
