import { describe, expect, it } from 'vitest';
import { activitySeries } from './activity-series';

describe('dashboard activity series', () => {
  it('turns days into uPlot columns in day order, with totals and a spoken summary', () => {
    const series = activitySeries([
      { day: '2026-03-01', signups: 0, posts: 4, tickets: 1 },
      { day: '2026-02-28', signups: 2, posts: 1, tickets: 0 },
      { day: 'not-a-day', signups: 9, posts: 9, tickets: 9 },
    ]);
    expect(series.data).toEqual([
      [Date.UTC(2026, 1, 28) / 1000, Date.UTC(2026, 2, 1) / 1000],
      [2, 0],
      [1, 4],
      [0, 1],
    ]);
    expect(series.totals).toEqual({ signups: 2, posts: 5, tickets: 1 });
    expect(series.summary).toBe('Activity over the last 2 days: 2 sign-ups, 5 posts, 1 ticket.');
  });

  it('gives empty columns for no days', () => {
    const series = activitySeries([]);
    expect(series.data).toEqual([[], [], [], []]);
    expect(series.summary).toBe('Activity over the last 0 days: 0 sign-ups, 0 posts, 0 tickets.');
  });
});
