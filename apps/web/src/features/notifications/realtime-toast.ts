import { TOAST } from '@electrobench/contracts/limits';
import type { ToastInput } from '../../ui/toast/toast-store';
import { notificationText, preview } from './notification-content';

export const REMINDER_TOAST_PREVIEW_CHARS = 100;

/**
 * The toast a realtime notification deserves, if any (SPEC sections 2 and 9): a due reminder for
 * 10 s with 'View Reminders', a new support ticket (sent to admins only) with 'View'.
 */
export function realtimeToast(notification: unknown): ToastInput | null {
  if (typeof notification !== 'object' || notification === null) return null;
  const type: unknown = Reflect.get(notification, 'type');
  const raw: unknown = Reflect.get(notification, 'content');
  const content = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const title = typeof content.title === 'string' ? content.title : '';
  if (type === 'REMINDER_DUE') {
    // The same content check as the Notification Center: bad data makes no toast (the centre
    // shows 'Error: Invalid reminder data.').
    if (notificationText({ type, content }).invalid) return null;
    const description = typeof content.description === 'string' ? content.description : '';
    return {
      title: `Reminder: ${title || 'Untitled'}`,
      message: description ? preview(description, REMINDER_TOAST_PREVIEW_CHARS) : undefined,
      variant: 'info',
      durationMs: TOAST.reminderMs,
      action: { label: 'View Reminders', to: '/reminders' },
    };
  }
  if (type === 'TICKET_SUBMITTED') {
    return {
      title: 'New support ticket',
      message: title || undefined,
      variant: 'info',
      action: { label: 'View', to: '/admin/tickets' },
    };
  }
  return null;
}
