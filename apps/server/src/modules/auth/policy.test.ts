import { describe, expect, it } from 'vitest';
import { AUTH_DETAIL } from '@electrobench/contracts/auth';
import {
  REFRESH_GRACE_MS,
  isCrossSiteRequest,
  mayResetPassword,
  ownOriginsOf,
  refreshVerdict,
  signInDenial,
} from './policy';

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

describe('isCrossSiteRequest', () => {
  const own = ownOriginsOf('https://bench.example/', ['https://partner.example', 'not a url']);
  it('knows our origins without paths, in lower case, and skips what is not a URL', () => {
    expect([...own]).toEqual(['https://bench.example', 'https://partner.example']);
  });
  it('lets non-browser clients and our own pages through', () => {
    expect(isCrossSiteRequest({}, own)).toBe(false);
    expect(isCrossSiteRequest({ origin: 'https://BENCH.example', fetchSite: 'same-origin' }, own)).toBe(
      false,
    );
    expect(isCrossSiteRequest({ origin: 'https://partner.example', fetchSite: 'cross-site' }, own)).toBe(
      false,
    );
    expect(isCrossSiteRequest({ origin: 'http://localhost:5173', host: 'localhost:5173' }, own)).toBe(false);
    expect(isCrossSiteRequest({ fetchSite: 'same-site' }, own)).toBe(false);
  });
  it('refuses other origins, the null origin and cross-site fetches', () => {
    expect(isCrossSiteRequest({ origin: 'https://evil.example', host: 'bench.example' }, own)).toBe(true);
    expect(isCrossSiteRequest({ origin: 'null', host: 'bench.example' }, own)).toBe(true);
    expect(isCrossSiteRequest({ origin: 'https://bench.example.evil.example' }, own)).toBe(true);
    expect(isCrossSiteRequest({ fetchSite: 'cross-site' }, own)).toBe(true);
  });
});
