import { describe, expect, it } from 'vitest';
import { canUseList } from './policy';

describe('list policy', () => {
  it('lets only the owner use a list', () => {
    expect(canUseList(7, { ownerId: 7 })).toBe(true);
    expect(canUseList(8, { ownerId: 7 })).toBe(false);
  });
});
