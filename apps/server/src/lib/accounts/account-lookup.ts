import { sql } from 'drizzle-orm';
import { AUTH_DETAIL } from '@electrobench/contracts/auth';
import type { AppContext } from '../../app-context';
import { users, type UserRow } from '../../db/schema/users';
import { FieldError } from '../http-errors';
import { isCommonPassword } from './passwords';

// Account checks that signup, password reset (auth) and profile changes (users) share.

export async function findUserByEmail(ctx: AppContext, email: string): Promise<UserRow | undefined> {
  const [row] = await ctx.db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()} and ${users.deletedAt} is null`)
    .limit(1);
  return row;
}

export async function isEmailTaken(ctx: AppContext, email: string): Promise<boolean> {
  const [row] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return Boolean(row);
}

export async function isUsernameTaken(ctx: AppContext, username: string, exceptUserId?: number) {
  const [row] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = ${username.toLowerCase()}`)
    .limit(1);
  return Boolean(row) && row?.id !== exceptUserId;
}

export function assertPasswordAllowed(password: string, field: string): void {
  if (isCommonPassword(password))
    throw new FieldError(['body', field], AUTH_DETAIL.commonPassword, 'common_password');
}

export function appLink(ctx: AppContext, route: string, token: string): string {
  return `${ctx.config.publicUrl}/${route}?token=${encodeURIComponent(token)}`;
}
