import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { users } from '../../db/schema/users';
import { findUserByEmail, isUsernameTaken } from '../../lib/accounts/account-lookup';
import { hashPassword } from '../../lib/accounts/passwords';

/**
 * ADMIN_EMAIL + ADMIN_PASSWORD at start: promote that account to superuser, or create it (verified)
 * if it does not exist. The password of an existing account is left alone.
 */
export async function ensureAdmin(ctx: AppContext, admin: { email: string; password: string }) {
  const existing = await findUserByEmail(ctx, admin.email);
  const now = ctx.clock.now();
  if (existing) {
    await ctx.db
      .update(users)
      .set({
        isSuperuser: true,
        isActive: true,
        emailVerifiedAt: existing.emailVerifiedAt ?? now,
        updatedAt: now,
      })
      .where(eq(users.id, existing.id));
    return { created: false, username: existing.username };
  }
  const base = (admin.email.split('@')[0] ?? 'admin').replace(/[^A-Za-z0-9_-]/g, '').slice(0, 24) || 'admin';
  let username = base.length >= 3 ? base : 'admin';
  for (let i = 2; await isUsernameTaken(ctx, username); i++) username = `${base}-${i}`;
  await ctx.db.insert(users).values({
    email: admin.email,
    username,
    passwordHash: await hashPassword(admin.password),
    isSuperuser: true,
    emailVerifiedAt: now,
    createdAt: now,
  });
  return { created: true, username };
}
