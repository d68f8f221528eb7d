import { z } from './zod';
import { availabilityStatusSchema } from './availability';
import { ACCENTS } from './theme';
import { emailSchema, passwordSchema, usernameSchema } from './auth';
import { profileGamificationSchema } from './gamification';
import { PAGE_SIZE } from './limits';
import { skipLimitQuery } from './pagination';

/** The signed-in user's own record (SPEC section 3 plus email_verified and created_at). */
export const userSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  username: z.string(),
  profile_image_url: z.string().nullable(),
  is_superuser: z.boolean(),
  accent: z.enum(ACCENTS),
  forum_thread_count: z.number().int(),
  forum_post_count: z.number().int(),
  notify_email: z.boolean(),
  notify_sound_general: z.boolean(),
  notify_sound_dm: z.boolean(),
  email_verified: z.boolean(),
  created_at: z.string(),
});
export type User = z.infer<typeof userSchema>;

/** What anyone may see of a member's account. */
export const publicProfileFieldsSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  profile_image_url: z.string().nullable(),
  accent: z.enum(ACCENTS),
  forum_thread_count: z.number().int(),
  forum_post_count: z.number().int(),
  created_at: z.string(),
  /** The member's presence dot (contracts/availability.ts). */
  availability: availabilityStatusSchema,
});
export type PublicProfileFields = z.infer<typeof publicProfileFieldsSchema>;

/** GET /users/profile/{username}: the account fields plus forum points and badges. */
export const publicProfileSchema = publicProfileFieldsSchema.extend(profileGamificationSchema.shape);
export type PublicProfile = z.infer<typeof publicProfileSchema>;

export const userSearchItemSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  profile_image_url: z.string().nullable(),
});
export const userSearchQuerySchema = z.object({
  q: z.string().trim().max(30).default(''),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});

export const totalCountSchema = z.object({ total_count: z.number().int() });

/** Form fields the web sends to PATCH /users/me (form data or multipart). */
export const updateMeFormSchema = z.object({
  username: usernameSchema.optional(),
  accent: z.enum(ACCENTS, { message: `Accent must be one of: ${ACCENTS.join(', ')}.` }).optional(),
});

const formBoolean = z.preprocess(
  (v) =>
    v === 'true' || v === '1' || v === 'on' ? true : v === 'false' || v === '0' || v === 'off' ? false : v,
  z.boolean({ message: 'Must be true or false.' }),
);
export const notificationPreferencesFormSchema = z.object({
  notify_email: formBoolean.optional(),
  notify_sound_general: formBoolean.optional(),
  notify_sound_dm: formBoolean.optional(),
});

export const changePasswordSchema = z.object({
  current_password: z.string().min(1, 'Enter your current password.').max(128),
  new_password: passwordSchema,
});
export const deleteAccountSchema = z.object({ password: z.string().min(1, 'Enter your password.').max(128) });
export const requestChangeEmailSchema = z.object({
  new_email: emailSchema,
  current_password: z.string().min(1, 'Enter your current password.').max(128),
});

/** GET /users/me/forum/threads and /posts (skip, limit; SPEC section 7). */
export const forumActivityQuerySchema = skipLimitQuery(PAGE_SIZE.userLists);

/**
 * The username a deleted account's row keeps so its forum posts and messages still show an author.
 * The spaces make it a name usernameSchema refuses, so nobody can sign up with it or take it first.
 */
export const deletedAccountName = (id: number) => `deleted user ${id}`;
