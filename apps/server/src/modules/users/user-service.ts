import { randomBytes } from 'node:crypto';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { AUTH_DETAIL } from '@electrobench/contracts/auth';
import { EMAIL_CHANGE_TOKEN_HOURS } from '@electrobench/contracts/limits';
import type { Accent } from '@electrobench/contracts/theme';
import {
  deletedAccountName,
  type PublicProfile,
  type PublicProfileFields,
  type User,
} from '@electrobench/contracts/users';
import type { AppContext } from '../../app-context';
import { emailTokens } from '../../db/schema/auth';
import { savedCircuits } from '../../db/schema/circuits';
import { notifications } from '../../db/schema/notifications';
import { quizResults } from '../../db/schema/quiz';
import { reminders } from '../../db/schema/reminders';
import { smdLists } from '../../db/schema/smd-lists';
import { smdSubmissions } from '../../db/schema/smd-submissions';
import { users, type UserRow } from '../../db/schema/users';
import { isUniqueViolation } from '../../db/errors';
import { FieldError, HttpError, conflict, notFound } from '../../lib/http-errors';
import { escapeLike } from '../../lib/like-pattern';
import { uploadsDir } from '../../lib/uploads';
import {
  appLink,
  assertPasswordAllowed,
  isEmailTaken,
  isUsernameTaken,
} from '../../lib/accounts/account-lookup';
import { createEmailToken, consumeEmailToken } from '../../lib/accounts/email-tokens';
import { profileGamification } from '../gamification/gamification-service';
import { changeEmailMail, emailChangedMail } from '../../lib/accounts/mails';
import { hashPassword, verifyPassword } from '../../lib/accounts/passwords';
import { revokeUserSessions } from '../../lib/accounts/session-revocation';
import { shownAvailability } from '../availability/policy';
import { eraseDmData } from '../dm/dm-erasure';
import { eraseStickyNotes } from '../sticky-notes/sticky-lists-service';
import { eraseTicketContact } from '../tickets/tickets-service';
import { removeAvatar, removeMemberPictures, storeAvatar } from './avatar';
import { hasPublicProfile, isCountedMember, isFindableMember } from './policy';

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    username: row.username,
    profile_image_url: row.profileImageUrl,
    is_superuser: row.isSuperuser,
    accent: row.accent as Accent,
    forum_thread_count: row.forumThreadCount,
    forum_post_count: row.forumPostCount,
    notify_email: row.notifyEmail,
    notify_sound_general: row.notifySoundGeneral,
    notify_sound_dm: row.notifySoundDm,
    email_verified: row.emailVerifiedAt !== null,
    created_at: row.createdAt.toISOString(),
  };
}

export function toPublicProfile(row: UserRow): PublicProfileFields {
  return {
    id: row.id,
    username: row.username,
    profile_image_url: row.profileImageUrl,
    accent: row.accent as Accent,
    forum_thread_count: row.forumThreadCount,
    forum_post_count: row.forumPostCount,
    created_at: row.createdAt.toISOString(),
    availability: shownAvailability(row),
  };
}

export async function getUserRow(ctx: AppContext, userId: number): Promise<UserRow> {
  const [row] = await ctx.db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .limit(1);
  if (!row) throw notFound('User not found.');
  return row;
}

export type ProfileChanges = { username?: string; accent?: Accent; image?: Buffer };

export async function updateMe(ctx: AppContext, userId: number, changes: ProfileChanges): Promise<User> {
  const current = await getUserRow(ctx, userId);
  const set: Partial<typeof users.$inferInsert> = { updatedAt: ctx.clock.now() };
  if (changes.username !== undefined && changes.username !== current.username) {
    if (await isUsernameTaken(ctx, changes.username, userId)) throw conflict(AUTH_DETAIL.usernameTaken);
    set.username = changes.username;
  }
  if (changes.accent !== undefined) set.accent = changes.accent;
  if (changes.image) set.profileImageUrl = await storeAvatar(uploadsDir(ctx), userId, changes.image);
  let row: UserRow | undefined;
  try {
    [row] = await ctx.db.update(users).set(set).where(eq(users.id, userId)).returning();
  } catch (error) {
    if (isUniqueViolation(error, 'users_username_lower_key')) throw conflict(AUTH_DETAIL.usernameTaken);
    throw error;
  }
  if (!row) throw notFound('User not found.');
  if (changes.image) removeAvatar(uploadsDir(ctx), current.profileImageUrl);
  return toUser(row);
}

export type NotificationPreferences = Partial<
  Pick<UserRow, 'notifyEmail' | 'notifySoundGeneral' | 'notifySoundDm'>
>;

export async function updatePreferences(ctx: AppContext, userId: number, prefs: NotificationPreferences) {
  const [row] = await ctx.db
    .update(users)
    .set({ ...prefs, updatedAt: ctx.clock.now() })
    .where(eq(users.id, userId))
    .returning();
  if (!row) throw notFound('User not found.');
  return toUser(row);
}

async function assertPassword(row: UserRow, password: string, field: string) {
  if (!(await verifyPassword(row.passwordHash, password))) {
    throw new FieldError(['body', field], AUTH_DETAIL.wrongPassword, 'wrong_password', 400);
  }
}

/** Changes the password and ends every other session; the one that asked stays signed in. */
export async function changePassword(
  ctx: AppContext,
  userId: number,
  sessionId: string,
  current: string,
  next: string,
) {
  const row = await getUserRow(ctx, userId);
  await assertPassword(row, current, 'current_password');
  assertPasswordAllowed(next, 'new_password');
  const passwordHash = await hashPassword(next);
  await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: ctx.clock.now() }).where(eq(users.id, userId));
    await revokeUserSessions(ctx, userId, 'password-change', sessionId, tx);
  });
  ctx.sessionEvents.ended(userId);
}

/**
 * Deleting an account erases personal data: email, password, avatar files, preferences, sessions,
 * mailed tokens, SMD lists, saved circuits, quiz results, notifications, submissions, reminders,
 * sticky notes, the text of sent direct messages and the reply address of tickets. The row stays,
 * renamed to deletedAccountName(id), so forum posts keep a (deleted) author.
 */
export async function deleteAccount(ctx: AppContext, userId: number, password: string) {
  const row = await getUserRow(ctx, userId);
  await assertPassword(row, password, 'password');
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        // Neither is something signup or a profile change accepts (a space in the name, no @ in
        // the address), so no member can take them first and make the deletion fail.
        email: `deleted account ${userId}`,
        username: deletedAccountName(userId),
        passwordHash: `!deleted:${randomBytes(16).toString('hex')}`,
        profileImageUrl: null,
        isActive: false,
        isSuperuser: false,
        notifyEmail: false,
        notifySoundGeneral: false,
        notifySoundDm: false,
        deletedAt: now,
        updatedAt: now,
      })
      .where(eq(users.id, userId));
    await tx.delete(emailTokens).where(eq(emailTokens.userId, userId));
    // What the member kept for themselves goes with the account. Components created from their
    // approved submissions stay in the catalogue (they are reference data, not personal data).
    await tx.delete(smdLists).where(eq(smdLists.ownerId, userId));
    await tx.delete(savedCircuits).where(eq(savedCircuits.ownerId, userId));
    await tx.delete(quizResults).where(eq(quizResults.userId, userId));
    await tx.delete(notifications).where(eq(notifications.userId, userId));
    await tx.delete(smdSubmissions).where(eq(smdSubmissions.submitterId, userId));
    await tx.delete(reminders).where(eq(reminders.userId, userId));
    // Member tools: the sticky-note board goes, sent messages lose their text, tickets their reply address.
    await eraseStickyNotes(tx, userId);
    await eraseDmData(tx, userId, now);
    await eraseTicketContact(tx, userId);
    await revokeUserSessions(ctx, userId, 'account-delete', undefined, tx);
  });
  ctx.sessionEvents.ended(userId);
  removeMemberPictures(uploadsDir(ctx), userId);
}

export async function requestEmailChange(
  ctx: AppContext,
  userId: number,
  newEmail: string,
  password: string,
  log: (e: unknown) => void,
) {
  const row = await getUserRow(ctx, userId);
  await assertPassword(row, password, 'current_password');
  if (await isEmailTaken(ctx, newEmail)) throw conflict(AUTH_DETAIL.emailTaken);
  const token = await createEmailToken(
    ctx,
    userId,
    'change_email',
    EMAIL_CHANGE_TOKEN_HOURS * 3_600_000,
    newEmail,
  );
  try {
    await ctx.mailer.send(
      changeEmailMail(newEmail, row.username, appLink(ctx, 'confirm-email-change', token)),
    );
  } catch (error) {
    log(error);
    throw new HttpError(502, 'The confirmation mail could not be sent. Please try again later.');
  }
}

export async function confirmEmailChange(ctx: AppContext, token: string) {
  const changed = await ctx.db.transaction(async (tx) => {
    const row = await consumeEmailToken(ctx, tx, token, 'change_email');
    if (!row?.newEmail) throw new HttpError(400, AUTH_DETAIL.badToken);
    const [before] = await tx
      .select({ email: users.email, username: users.username })
      .from(users)
      .where(and(eq(users.id, row.userId), isNull(users.deletedAt)))
      .for('update');
    try {
      await tx
        .update(users)
        .set({ email: row.newEmail, emailVerifiedAt: ctx.clock.now(), updatedAt: ctx.clock.now() })
        .where(and(eq(users.id, row.userId), isNull(users.deletedAt)));
    } catch (error) {
      if (isUniqueViolation(error, 'users_email_lower_key')) throw conflict(AUTH_DETAIL.emailTaken);
      throw error;
    }
    return before && { ...before, newEmail: row.newEmail };
  });
  if (!changed) return;
  const reset = `${ctx.config.publicUrl}/request-password-reset`;
  ctx.background.run('email-changed notice', () =>
    ctx.mailer.send(emailChangedMail(changed.email, changed.username, changed.newEmail, reset)),
  );
}

export async function publicProfile(ctx: AppContext, username: string): Promise<PublicProfile> {
  const [row] = await ctx.db
    .select()
    .from(users)
    .where(and(sql`lower(${users.username}) = ${username.toLowerCase()}`, hasPublicProfile()))
    .limit(1);
  if (!row) throw notFound('User not found.');
  return { ...toPublicProfile(row), ...(await profileGamification(ctx.db, row.id)) };
}

/** Prefix match on the username, served by the text_pattern_ops index. */
export async function searchUsers(ctx: AppContext, q: string, limit: number) {
  const prefix = q.trim().toLowerCase();
  if (!prefix) return [];
  const pattern = `${escapeLike(prefix)}%`;
  return ctx.db
    .select({ id: users.id, username: users.username, profile_image_url: users.profileImageUrl })
    .from(users)
    .where(and(sql`lower(${users.username}) like ${pattern}`, isFindableMember()))
    .orderBy(asc(sql`lower(${users.username})`))
    .limit(limit);
}

export async function totalUserCount(ctx: AppContext): Promise<number> {
  const [row] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(isCountedMember());
  return row?.n ?? 0;
}
