// Texts of SPEC sections 4, 6 and 8 that the app shell shows.

// These two equal AUTH_DETAIL entries of @electrobench/contracts/auth (a test keeps them equal). They
// are repeated here because that module builds zod schemas when loaded, and the entry chunk that
// every page downloads must not carry zod.
export const REFRESH_REUSED_DETAIL = 'Refresh token reused or invalidated';
export const ACCESS_DENIED_TEXT = 'You do not have the necessary permissions to access this page.';

export const LOGIN_USER_FETCH_FAILED = 'Login succeeded but failed to fetch user details.';
export const LOGOUT_ISSUE_TITLE = 'Logout Issue';
export const LOGOUT_ISSUE_MESSAGE =
  'Could not fully clear session from server. Please clear browser cookies if issues persist.';

export function loginFailed(message: string): string {
  return `Login failed: ${message}`;
}

export function signupFailed(message: string): string {
  return `Signup failed: ${message}`;
}
