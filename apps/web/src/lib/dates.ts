import { REMINDER_DUE_FORMAT } from '@electrobench/contracts/limits';
import { format, formatDistance, isSameYear } from 'date-fns';

// The site's one way of writing dates (SPEC section 9): 'MMM d, h:mm a' for a moment ("Mar 5,
// 2:30 PM", the reminder due format), the year added only when it is not this year; 'MMM d, yyyy'
// for a day; and relative times with an 'ago' suffix ("3 hours ago", "in 2 days").

const valid = (date: Date) => !Number.isNaN(date.getTime());
const asDate = (value: Date | string) => (typeof value === 'string' ? new Date(value) : value);

/** A reminder's due time exactly as SPEC section 9 writes it: "Mar 5, 2:30 PM". */
export function formatDue(value: Date | string): string {
  const date = asDate(value);
  return valid(date) ? format(date, REMINDER_DUE_FORMAT) : '';
}

/** "Mar 5, 2:30 PM"; "Mar 5, 2024, 2:30 PM" in another year; '' for an unreadable date. */
export function formatDateTime(value: Date | string, now = new Date()): string {
  const date = asDate(value);
  if (!valid(date)) return '';
  return isSameYear(date, now) ? format(date, REMINDER_DUE_FORMAT) : format(date, 'MMM d, yyyy, h:mm a');
}

/** "Mar 5, 2024"; '' for an unreadable date. */
export function formatDay(value: Date | string): string {
  const date = asDate(value);
  return valid(date) ? format(date, 'MMM d, yyyy') : '';
}

// Days counted in UTC (server statistics) are written in UTC, so no viewer's zone can move one. Made
// on first use: an Intl object made as the module loads costs every page that imports dates.ts ICU's
// set-up (see plural.ts).
let utcDay: Intl.DateTimeFormat | undefined;

/** A UTC calendar day without its year: "Mar 5"; '' for an unreadable date. */
export function formatUtcDay(value: Date | string | number): string {
  const date = typeof value === 'number' ? new Date(value) : asDate(value);
  if (!valid(date)) return '';
  utcDay ??= new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
  return utcDay.format(date);
}

/** "3 hours ago" for the past, "in 2 days" for the future; '' for an unreadable date. */
export function formatRelative(value: Date | string, now = new Date()): string {
  const date = asDate(value);
  return valid(date) ? formatDistance(date, now, { addSuffix: true }) : '';
}
