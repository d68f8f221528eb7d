import { describe, expect, it } from 'vitest';
import { formatBadgeCount } from './badge';

describe('badge count', () => {
  it("reads '99+' above 99", () => {
    expect(formatBadgeCount(0)).toBe('0');
    expect(formatBadgeCount(99)).toBe('99');
    expect(formatBadgeCount(100)).toBe('99+');
    expect(formatBadgeCount(12345)).toBe('99+');
  });
});
