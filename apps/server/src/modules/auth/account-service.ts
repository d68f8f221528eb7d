import { eq, sql } from 'drizzle-orm';
import { AUTH_DETAIL, type SignupInput } from '@electrobench/contracts/auth';
import { PASSWORD_RESET_TOKEN_MINUTES, VERIFICATION_TOKEN_HOURS } from '@electrobench/contracts/limits';
import type { AppContext } from '../../app-context';
import { users, type UserRow } from '../../db/schema/users';
import { isUniqueViolation } from '../../db/errors';
import { HttpError, conflict, forbidden, unauthorized } from '../../lib/http-errors';
import {
  appLink,
  assertPasswordAllowed,
  findUserByEmail,
  isEmailTaken,
  isUsernameTaken,
} from '../../lib/accounts/account-lookup';
import { createEmailToken, consumeEmailToken } from '../../lib/accounts/email-tokens';
import { passwordResetMail, verificationMail } from '../../lib/accounts/mails';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../lib/accounts/passwords';
import { mayResetPassword, signInDenial } from './policy';
import { revokeUserSessions } from '../../lib/accounts/session-revocation';

const HOUR_MS = 3_600_000;

async function sendVerification(ctx: AppContext, user: UserRow) {
  const token = await createEmailToken(ctx, user.id, 'verify_email', VERIFICATION_TOKEN_HOURS * HOUR_MS);
  await ctx.mailer.send(verificationMail(user.email, user.username, appLink(ctx, 'verify-email', token)));
}

export async function signup(ctx: AppContext, input: SignupInput, log: (e: unknown) => void): Promise<void> {
  assertPasswordAllowed(input.password, 'password');
  if (await isEmailTaken(ctx, input.email)) throw conflict(AUTH_DETAIL.emailTaken);
  if (await isUsernameTaken(ctx, input.username)) throw conflict(AUTH_DETAIL.usernameTaken);
  const passwordHash = await hashPassword(input.password);
  let user: UserRow | undefined;
  try {
    [user] = await ctx.db
      .insert(users)
      .values({ email: input.email, username: input.username, passwordHash, createdAt: ctx.clock.now() })
      .returning();
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_lower_key')) throw conflict(AUTH_DETAIL.emailTaken);
    if (isUniqueViolation(error, 'users_username_lower_key')) throw conflict(AUTH_DETAIL.usernameTaken);
    throw error;
  }
  if (!user) throw new HttpError(500, 'Internal Server Error');
  // The account exists either way; a lost mail is re-sent from the resend-verification route.
  await sendVerification(ctx, user).catch(log);
}

export async function verifyEmail(ctx: AppContext, token: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const row = await consumeEmailToken(ctx, tx, token, 'verify_email');
    if (!row) throw new HttpError(400, AUTH_DETAIL.badToken);
    await tx.update(users).set({ emailVerifiedAt: ctx.clock.now() }).where(eq(users.id, row.userId));
  });
}

/** Runs in the background (see routes): a failing mail is logged there. */
export async function resendVerification(ctx: AppContext, email: string) {
  const user = await findUserByEmail(ctx, email);
  if (user && !user.emailVerifiedAt) await sendVerification(ctx, user);
}

/** The live account signed in to by its username or e-mail, in any case. */
export async function findSignInAccount(ctx: AppContext, identifier: string): Promise<UserRow | undefined> {
  const lowered = identifier.trim().toLowerCase();
  const [user] = await ctx.db
    .select()
    .from(users)
    .where(
      sql`(lower(${users.email}) = ${lowered} or lower(${users.username}) = ${lowered}) and ${users.deletedAt} is null`,
    )
    .limit(1);
  return user;
}

/** Same detail and similar work for an unknown account and a wrong password. */
export async function checkCredentials(user: UserRow | undefined, password: string): Promise<UserRow> {
  if (!user) {
    await burnPasswordCheck(password);
    throw unauthorized(AUTH_DETAIL.badCredentials);
  }
  if (!(await verifyPassword(user.passwordHash, password))) throw unauthorized(AUTH_DETAIL.badCredentials);
  return user;
}

/** Whether a member whose password matched may sign in (forbidden otherwise). */
export function assertMaySignIn(user: UserRow): void {
  const denial = signInDenial(user);
  if (denial) throw forbidden(denial);
}

/** Runs in the background (see routes): a failing mail is logged there. */
export async function requestPasswordReset(ctx: AppContext, email: string) {
  const user = await findUserByEmail(ctx, email);
  if (!mayResetPassword(user)) return;
  const token = await createEmailToken(ctx, user.id, 'reset_password', PASSWORD_RESET_TOKEN_MINUTES * 60_000);
  await ctx.mailer.send(passwordResetMail(user.email, user.username, appLink(ctx, 'reset-password', token)));
}

export async function resetPassword(ctx: AppContext, token: string, newPassword: string): Promise<void> {
  assertPasswordAllowed(newPassword, 'new_password');
  const passwordHash = await hashPassword(newPassword);
  const userId = await ctx.db.transaction(async (tx) => {
    const row = await consumeEmailToken(ctx, tx, token, 'reset_password');
    if (!row) throw new HttpError(400, AUTH_DETAIL.badToken);
    // Following a mailed link proves the address, so an unverified account becomes verified too.
    await tx
      .update(users)
      .set({
        passwordHash,
        updatedAt: ctx.clock.now(),
        emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
      })
      .where(eq(users.id, row.userId));
    await revokeUserSessions(ctx, row.userId, 'password-reset', undefined, tx);
    return row.userId;
  });
  ctx.sessionEvents.ended(userId);
}
