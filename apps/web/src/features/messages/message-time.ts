import { REMINDER_DUE_FORMAT } from '@electrobench/contracts/limits';
import { format, isSameDay } from 'date-fns';

/** Today's messages show the time only; older ones the date as well (the app's 'MMM d, h:mm a'). */
export function shortTime(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return isSameDay(date, now) ? format(date, 'h:mm a') : format(date, REMINDER_DUE_FORMAT);
}
