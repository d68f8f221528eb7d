import { and, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import { users } from '../../db/schema/users';

/**
 * Which accounts other people may see. Members change only their own account (every write route is
 * under /users/me), so what is left to decide is visibility; these are the row scopes.
 */

/**
 * A deleted account has no public profile; its row stays only so forum posts keep an author. An
 * account that never confirmed its address has none either: anyone can sign up with any name, and
 * a profile would let them pose as a member before proving anything.
 */
export const hasPublicProfile = (): SQL =>
  and(isNull(users.deletedAt), isNotNull(users.emailVerifiedAt)) as SQL;

/** Search and mention autocomplete offer only verified members who can still sign in and answer. */
export const isFindableMember = (): SQL =>
  and(isNull(users.deletedAt), eq(users.isActive, true), isNotNull(users.emailVerifiedAt)) as SQL;

/** The public member count counts accounts that confirmed their email and still exist. */
export const isCountedMember = (): SQL =>
  and(isNull(users.deletedAt), isNotNull(users.emailVerifiedAt)) as SQL;
