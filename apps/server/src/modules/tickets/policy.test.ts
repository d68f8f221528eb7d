import { describe, expect, it } from 'vitest';
import { mustReauthenticate, replyEmailFor } from './policy';

describe('ticket policy', () => {
  it('replies to the account e-mail of a member and to the typed one of a guest', () => {
    expect(replyEmailFor('m@example.test', 'other@example.test')).toBe('m@example.test');
    expect(replyEmailFor(null, 'guest@example.test')).toBe('guest@example.test');
    expect(replyEmailFor(null, undefined)).toBeNull();
  });

  it('asks for a fresh token only when a sent one failed', () => {
    expect(mustReauthenticate(true, null)).toBe(true);
    expect(mustReauthenticate(true, { id: 1 })).toBe(false);
    expect(mustReauthenticate(false, null)).toBe(false);
  });
});
