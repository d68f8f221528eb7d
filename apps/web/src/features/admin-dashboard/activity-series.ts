import type { DashboardActivityDay } from '@electrobench/contracts/admin-dashboard';
import { countOf } from '../../lib/plural';

export const ACTIVITY_KINDS = [
  { key: 'signups', label: 'Sign-ups' },
  { key: 'posts', label: 'Posts' },
  { key: 'tickets', label: 'Tickets' },
] as const;

export interface ActivitySeries {
  /** uPlot's aligned data: x in seconds (UTC midnight of each day), then one array per kind. */
  data: [number[], number[], number[], number[]];
  totals: Record<(typeof ACTIVITY_KINDS)[number]['key'], number>;
  /** A sentence for screen readers (the chart is a picture). */
  summary: string;
}

function dayToSeconds(day: string): number {
  const [y = 0, m = 1, d = 1] = day.split('-').map(Number);
  return Date.UTC(y, m - 1, d) / 1000;
}

/**
 * The chart's columns from the dashboard's days. Days arrive oldest first; they are sorted anyway
 * and a malformed day is skipped, so the x axis always increases as uPlot needs.
 */
export function activitySeries(days: readonly DashboardActivityDay[]): ActivitySeries {
  const rows = days
    .map((day) => ({ ...day, x: dayToSeconds(day.day) }))
    .filter((row) => Number.isFinite(row.x))
    .sort((a, b) => a.x - b.x);
  const data: ActivitySeries['data'] = [
    rows.map((r) => r.x),
    rows.map((r) => r.signups),
    rows.map((r) => r.posts),
    rows.map((r) => r.tickets),
  ];
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  const totals = { signups: sum(data[1]), posts: sum(data[2]), tickets: sum(data[3]) };
  const summary =
    `Activity over the last ${countOf(rows.length, 'day')}: ` +
    `${countOf(totals.signups, 'sign-up')}, ${countOf(totals.posts, 'post')}, ` +
    `${countOf(totals.tickets, 'ticket')}.`;
  return { data, totals, summary };
}
