import type { DashboardActivityDay } from '@electrobench/contracts/admin-dashboard';

const DAY_MS = 86_400_000;

/** Midnight UTC of the first day of a window of `days` calendar days ending with the day of `now`. */
export function activityStart(now: Date, days: number): Date {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(today - (days - 1) * DAY_MS);
}

export type DayCount = { day: string; n: number };
type Kind = 'signups' | 'posts' | 'tickets';

/**
 * One entry per day from `start`, oldest first, with the counts the database found (grouped by UTC
 * day as YYYY-MM-DD) and zeros for the days it did not mention.
 */
export function activityDays(
  start: Date,
  days: number,
  counts: Record<Kind, readonly DayCount[]>,
): DashboardActivityDay[] {
  const result: DashboardActivityDay[] = [];
  const byDay = new Map<string, DashboardActivityDay>();
  for (let i = 0; i < days; i++) {
    const day = new Date(start.getTime() + i * DAY_MS).toISOString().slice(0, 10);
    const entry = { day, signups: 0, posts: 0, tickets: 0 };
    result.push(entry);
    byDay.set(day, entry);
  }
  for (const kind of ['signups', 'posts', 'tickets'] as const) {
    for (const { day, n } of counts[kind]) {
      const entry = byDay.get(day);
      if (entry) entry[kind] = n;
    }
  }
  return result;
}
