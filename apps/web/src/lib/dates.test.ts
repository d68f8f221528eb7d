import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDay, formatDue, formatRelative, formatUtcDay } from './dates';

const now = new Date(2026, 10, 25, 14, 0);

describe('site dates', () => {
  it("writes a moment as 'MMM d, h:mm a', with the year only outside this year", () => {
    expect(formatDateTime(new Date(2026, 2, 5, 14, 30), now)).toBe('Mar 5, 2:30 PM');
    expect(formatDateTime(new Date(2024, 2, 5, 9, 5), now)).toBe('Mar 5, 2024, 9:05 AM');
  });

  it("writes a due time as 'MMM d, h:mm a' whatever the year", () => {
    expect(formatDue(new Date(2024, 2, 5, 14, 30))).toBe('Mar 5, 2:30 PM');
  });

  it("writes a day as 'MMM d, yyyy'", () => {
    expect(formatDay(new Date(2024, 11, 31, 23, 59))).toBe('Dec 31, 2024');
  });

  it("says how long ago with an 'ago' suffix, and 'in' for the future", () => {
    expect(formatRelative(new Date(2026, 10, 25, 11, 0), now)).toBe('about 3 hours ago');
    expect(formatRelative(new Date(2026, 10, 27, 14, 0), now)).toBe('in 2 days');
  });

  it('writes a UTC day as "MMM d" in UTC whatever the viewer\'s zone', () => {
    expect(formatUtcDay(Date.UTC(2026, 2, 5))).toBe('Mar 5');
    expect(formatUtcDay('2026-12-31T23:59:59Z')).toBe('Dec 31');
    expect(formatUtcDay(Number.NaN)).toBe('');
  });

  it('gives an empty text for an unreadable date', () => {
    expect(formatDateTime('not a date')).toBe('');
    expect(formatDay('')).toBe('');
    expect(formatRelative('x')).toBe('');
  });
});
