import { describe, expect, it } from 'vitest';
import { AUTH_DETAIL } from '@electrobench/contracts/auth';
import { REFRESH_GRACE_MS, mayResetPassword, refreshVerdict, signInDenial } from './policy';

const now = new Date('2026-01-10T12:00:00Z');
const later = new Date('2026-01-11T12:00:00Z');
const earlier = new Date('2026-01-09T12:00:00Z');

describe('signInDenial', () => {
  it('lets an active, verified account in', () => {
    expect(signInDenial({ isActive: true, emailVerifiedAt: earlier })).toBeNull();
  });
  it('refuses an inactive account before an unverified one', () => {
    expect(signInDenial({ isActive: false, emailVerifiedAt: null })).toBe(AUTH_DETAIL.inactive);
    expect(signInDenial({ isActive: true, emailVerifiedAt: null })).toBe(AUTH_DETAIL.unverified);
  });
});

describe('mayResetPassword', () => {
  it('mails only an existing, active account', () => {
    expect(mayResetPassword({ isActive: true })).toBe(true);
    expect(mayResetPassword({ isActive: false })).toBe(false);
    expect(mayResetPassword(undefined)).toBe(false);
  });
});

describe('refreshVerdict', () => {
  const fresh = { rotatedAt: null, revokedAt: null, idleExpiresAt: later, familyExpiresAt: later };
  it('rotates a live token', () => {
    expect(refreshVerdict(fresh, now)).toBe('rotate');
  });
  it('treats a rotated or revoked token as copied, even when it has also expired', () => {
    expect(refreshVerdict({ ...fresh, rotatedAt: earlier }, now)).toBe('reused');
    expect(refreshVerdict({ ...fresh, revokedAt: earlier, idleExpiresAt: earlier }, now)).toBe('reused');
  });
  it('gives the token just rotated one retry within the grace window, and no more', () => {
    const justRotated = { ...fresh, rotatedAt: new Date(now.getTime() - REFRESH_GRACE_MS + 1) };
    expect(refreshVerdict(justRotated, now)).toBe('grace');
    expect(refreshVerdict({ ...justRotated, revokedAt: now }, now)).toBe('reused');
    expect(refreshVerdict(justRotated, now, true)).toBe('reused');
    expect(refreshVerdict({ ...fresh, rotatedAt: new Date(now.getTime() - REFRESH_GRACE_MS) }, now)).toBe(
      'reused',
    );
    expect(refreshVerdict({ ...justRotated, familyExpiresAt: now }, now)).toBe('reused');
  });
  it('ends a family that sat idle or outlived its absolute lifetime', () => {
    expect(refreshVerdict({ ...fresh, idleExpiresAt: now }, now)).toBe('expired');
    expect(refreshVerdict({ ...fresh, familyExpiresAt: earlier }, now)).toBe('expired');
  });
});
