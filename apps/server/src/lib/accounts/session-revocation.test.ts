import { describe, expect, it } from 'vitest';
import { sessionKeptAfter } from './session-revocation';

describe('sessionKeptAfter', () => {
  it('keeps only the session that changed its own password', () => {
    expect(sessionKeptAfter('password-change', 'family-1')).toBe('family-1');
    expect(sessionKeptAfter('password-reset', 'family-1')).toBeUndefined();
    expect(sessionKeptAfter('account-delete', 'family-1')).toBeUndefined();
  });
});
