import { describe, expect, it } from 'vitest';
import { AUTH_DETAIL } from '@electrobench/contracts/auth';
import { ACCESS_DENIED_TEXT, REFRESH_REUSED_DETAIL, loginFailed, signupFailed } from './auth-messages';

describe('auth texts', () => {
  it('match the shared contract the server answers with', () => {
    expect(REFRESH_REUSED_DETAIL).toBe(AUTH_DETAIL.refreshReused);
    expect(ACCESS_DENIED_TEXT).toBe(AUTH_DETAIL.forbidden);
  });

  it('prefix failures as the error catalogue says', () => {
    expect(loginFailed('Incorrect username or password.')).toBe(
      'Login failed: Incorrect username or password.',
    );
    expect(signupFailed('This username is already taken.')).toBe(
      'Signup failed: This username is already taken.',
    );
  });
});
