import { describe, expect, it } from 'vitest';
import { canUseStickyList, landingIndex } from './policy';

describe('sticky-note policy', () => {
  it('lets only the owner use a list', () => {
    expect(canUseStickyList(3, { ownerId: 3 })).toBe(true);
    expect(canUseStickyList(4, { ownerId: 3 })).toBe(false);
  });

  it('places an item where asked, at most last, and last when not asked', () => {
    expect(landingIndex(3, undefined)).toBe(3);
    expect(landingIndex(3, 0)).toBe(0);
    expect(landingIndex(3, 99)).toBe(3);
  });
});
