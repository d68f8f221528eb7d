import { describe, expect, it } from 'vitest';
import { canUseReminder, rearmsReminder } from './policy';

describe('reminder policy', () => {
  it('only the owner may use a reminder', () => {
    expect(canUseReminder(7, { userId: 7 })).toBe(true);
    expect(canUseReminder(8, { userId: 7 })).toBe(false);
  });

  it('a different due time re-arms; the same moment in another notation or no due time does not', () => {
    const current = { dueAt: new Date('2026-05-01T10:00:00Z') };
    expect(rearmsReminder(current, new Date('2026-05-01T10:05:00Z'))).toBe(true);
    expect(rearmsReminder(current, new Date('2026-05-01T12:00:00+02:00'))).toBe(false);
    expect(rearmsReminder(current, undefined)).toBe(false);
  });
});
