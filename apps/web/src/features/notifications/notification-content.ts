import type { Notification } from '@electrobench/contracts/notifications';
import { formatDue } from '../../lib/dates';

/** What an item in the Notification Center says; `invalid` marks content that failed its check. */
export interface NotificationText {
  text: string;
  detail?: string;
  invalid: boolean;
}

export const REMINDER_PREVIEW_CHARS = 50;
export const UNKNOWN_PREVIEW_CHARS = 100;

/** Cuts `text` to `max` characters and marks the cut with an ellipsis. */
export function preview(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

const str = (value: unknown, fallback: string) => (typeof value === 'string' && value ? value : fallback);
const isNumber = (value: unknown) => typeof value === 'number' && Number.isFinite(value);
const invalid = (text: string): NotificationText => ({ text, invalid: true });

function unknownText(content: Record<string, unknown>): string {
  const message = content.message ?? content.text_content;
  const text = typeof message === 'string' ? message : JSON.stringify(content);
  return preview(text, UNKNOWN_PREVIEW_CHARS);
}

function reminderText(content: Record<string, unknown>): NotificationText {
  const { reminder_id, title, due_at, description } = content;
  if (!isNumber(reminder_id) || !title || !due_at) return invalid('Error: Invalid reminder data.');
  const due = new Date(String(due_at));
  const when = Number.isNaN(due.getTime()) ? '' : ` (due ${formatDue(due)})`;
  const text = `Reminder: ${str(title, 'Untitled')}${when}`;
  return typeof description === 'string' && description
    ? { text, detail: preview(description, REMINDER_PREVIEW_CHARS), invalid: false }
    : { text, invalid: false };
}

function submissionText(c: Record<string, unknown>): NotificationText {
  if (!isNumber(c.submission_id) || (c.status !== 'approved' && c.status !== 'rejected'))
    return invalid('Error: Invalid submission data.');
  const code = `"${str(c.code, '?')}"`;
  if (c.status === 'approved') {
    return {
      text: `Your SMD code ${code} was approved`,
      detail: `${str(c.part_number, 'The part')} is now in SMD Search.`,
      invalid: false,
    };
  }
  return {
    text: `Your SMD code ${code} was rejected`,
    detail: preview(str(c.reason, 'No reason given.'), UNKNOWN_PREVIEW_CHARS),
    invalid: false,
  };
}

/** The text of one notification by type, after the content checks of SPEC section 5. */
export function notificationText(notification: Pick<Notification, 'type' | 'content'>): NotificationText {
  const c = notification.content;
  const thread = `"${str(c.thread_title, 'a thread')}"`;
  switch (notification.type) {
    case 'FORUM_REPLY':
      return isNumber(c.thread_id)
        ? { text: `${str(c.replier_username, 'Someone')} replied to your thread ${thread}`, invalid: false }
        : invalid('Error: Invalid reply data.');
    case 'FORUM_MENTION':
      return isNumber(c.thread_id)
        ? { text: `${str(c.mentioner_username, 'Someone')} mentioned you in ${thread}`, invalid: false }
        : invalid('Error: Invalid mention data.');
    case 'THREAD_SUBSCRIPTION':
      return isNumber(c.thread_id)
        ? {
            text: `${str(c.replier_username, 'Someone')} posted in ${thread}, which you follow`,
            invalid: false,
          }
        : invalid('Error: Invalid subscription data.');
    case 'DM_NEW_MESSAGE':
      return isNumber(c.conversation_id)
        ? {
            text: `New message from ${str(c.sender_username, 'someone')}`,
            detail: str(c.message_snippet, '') || undefined,
            invalid: false,
          }
        : invalid('Error: Invalid DM data.');
    case 'REMINDER_DUE':
      return reminderText(c);
    case 'SMD_SUBMISSION_REVIEWED':
      return submissionText(c);
    case 'BADGE_AWARDED':
      return typeof c.badge_name === 'string' && c.badge_name
        ? {
            text: `You earned the badge "${c.badge_name}"`,
            detail: str(c.description, '') || undefined,
            invalid: false,
          }
        : invalid('Error: Invalid badge data.');
    case 'TICKET_SUBMITTED':
      return { text: `New support ticket: ${str(c.title, 'untitled')}`, invalid: false };
    default:
      return { text: unknownText(c), invalid: false };
  }
}
