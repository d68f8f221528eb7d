import { describe, expect, it } from 'vitest';
import { activityDays, activityStart } from './activity-days';

describe('dashboard activity days', () => {
  it('starts the window at UTC midnight so that today is its last day', () => {
    expect(activityStart(new Date('2026-03-31T23:59:00Z'), 30).toISOString()).toBe(
      '2026-03-02T00:00:00.000Z',
    );
    expect(activityStart(new Date('2026-01-01T00:00:00Z'), 1).toISOString()).toBe('2026-01-01T00:00:00.000Z');
  });

  it('gives every day of the window, zeros where nothing happened, across a month end', () => {
    const start = new Date('2026-02-27T00:00:00Z');
    const days = activityDays(start, 4, {
      signups: [{ day: '2026-02-28', n: 3 }],
      posts: [
        { day: '2026-02-27', n: 1 },
        { day: '2026-03-02', n: 7 },
      ],
      // Outside the window (a row at the boundary of a slow query): ignored rather than appended.
      tickets: [{ day: '2026-03-05', n: 9 }],
    });
    expect(days).toEqual([
      { day: '2026-02-27', signups: 0, posts: 1, tickets: 0 },
      { day: '2026-02-28', signups: 3, posts: 0, tickets: 0 },
      { day: '2026-03-01', signups: 0, posts: 0, tickets: 0 },
      { day: '2026-03-02', signups: 0, posts: 7, tickets: 0 },
    ]);
  });
});
