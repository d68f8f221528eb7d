import { z } from './zod';

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 30;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const usernameSchema = z
  .string()
  .trim()
  .min(USERNAME_MIN, `Username must be at least ${USERNAME_MIN} characters.`)
  .max(USERNAME_MAX, `Username must be at most ${USERNAME_MAX} characters.`)
  .regex(/^[A-Za-z0-9_-]+$/, 'Username may contain only letters, digits, _ and -.');

export const emailSchema = z
  .string()
  .trim()
  .max(254, 'Email address is too long.')
  .pipe(z.email('Enter a valid email address.'));

export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters.`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters.`);

export const signupSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  username: usernameSchema,
});
export type SignupInput = z.infer<typeof signupSchema>;

/** Login is a form post: username may be the username or the email address. */
export const loginFormSchema = z.object({
  username: z.string().trim().min(1, 'Enter your username or email.').max(254),
  password: z.string().min(1, 'Enter your password.').max(PASSWORD_MAX),
});

export const tokenResponseSchema = z.object({ access_token: z.string(), token_type: z.literal('bearer') });
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

export const emailOnlySchema = z.object({ email: emailSchema });
export const resetPasswordSchema = z.object({
  token: z.string().min(10).max(200),
  new_password: passwordSchema,
});
export const tokenQuerySchema = z.object({ token: z.string().min(10).max(200) });
export const availabilityResponseSchema = z.object({ available: z.boolean() });
export const emailAvailabilityQuerySchema = z.object({ email: emailSchema });
export const usernameAvailabilityQuerySchema = z.object({ username: usernameSchema });

/** Exact detail texts the web app and tests rely on. */
export const AUTH_DETAIL = {
  badCredentials: 'Incorrect username or password.',
  unverified: 'Please verify your email address before logging in. Check your inbox or request a new link.',
  refreshReused: 'Refresh token reused or invalidated',
  refreshMissing: 'Refresh token missing or expired.',
  notAuthenticated: 'Not authenticated',
  inactive: 'This account is disabled.',
  emailTaken: 'An account with this email already exists.',
  usernameTaken: 'This username is already taken.',
  commonPassword: 'This password is too common. Choose a less guessable one.',
  badToken: 'This link is invalid or has expired.',
  wrongPassword: 'Current password is incorrect.',
  resetSent: 'If an account exists for that address, we have sent a password reset link.',
  verificationSent: 'If an unverified account exists for that address, we have sent a new verification link.',
  signupDone: 'Account created. Check your email for the verification link.',
  emailVerified: 'Email verified. You can now log in.',
  passwordReset: 'Password updated. Please log in with your new password.',
  loggedOut: 'Logged out.',
  forbidden: 'You do not have the necessary permissions to access this page.',
} as const;
