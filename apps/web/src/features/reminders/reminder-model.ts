import { REMINDER_DUE_FORMAT } from '@electrobench/contracts/limits';
import type { Paged } from '@electrobench/contracts/paging';
import type {
  Reminder as ApiReminder,
  ReminderList as ApiReminderList,
} from '@electrobench/contracts/reminders';
import { format, formatDistance } from 'date-fns';

/** A reminder as the web app uses it: camelCase, dates as Date (SPEC section 3). */
export interface Reminder {
  id: number;
  userId: number;
  title: string;
  description: string;
  dueAt: Date;
  isCompleted: boolean;
  sendEmail: boolean;
  emailSentAt: Date | null;
  notificationSentAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

/** What the form edits; PUT sends only the fields given (plus isCompleted from the list). */
export interface ReminderDraft {
  title: string;
  description: string;
  dueAt: Date;
  sendEmail: boolean;
}
export type ReminderPatch = Partial<ReminderDraft & { isCompleted: boolean }>;

const date = (value: string | null) => (value === null ? null : new Date(value));

// The one place where the API's snake_case meets the app's camelCase, both ways.
export function reminderFromApi(r: ApiReminder): Reminder {
  return {
    id: r.id,
    userId: r.user_id,
    title: r.title,
    description: r.description,
    dueAt: new Date(r.due_at),
    isCompleted: r.is_completed,
    sendEmail: r.send_email,
    emailSentAt: date(r.email_sent_at),
    notificationSentAt: date(r.notification_sent_at),
    createdAt: new Date(r.created_at),
    updatedAt: new Date(r.updated_at),
  };
}

/** The page fields stay as the one pagination contract names them; only the items change shape. */
export function reminderPageFromApi(page: ApiReminderList): Paged<Reminder> {
  return { ...page, items: page.items.map(reminderFromApi) };
}

export function reminderPatchToApi(patch: ReminderPatch) {
  return {
    ...(patch.title === undefined ? {} : { title: patch.title }),
    ...(patch.description === undefined ? {} : { description: patch.description }),
    ...(patch.dueAt === undefined ? {} : { due_at: patch.dueAt.toISOString() }),
    ...(patch.sendEmail === undefined ? {} : { send_email: patch.sendEmail }),
    ...(patch.isCompleted === undefined ? {} : { is_completed: patch.isCompleted }),
  };
}

export type ReminderState = 'completed' | 'overdue' | 'upcoming';

export function reminderState(reminder: Pick<Reminder, 'isCompleted' | 'dueAt'>, now: Date): ReminderState {
  if (reminder.isCompleted) return 'completed';
  return reminder.dueAt.getTime() <= now.getTime() ? 'overdue' : 'upcoming';
}

/** 'Mar 5, 2:30 PM' in the browser's zone (SPEC section 9). */
export const formatDue = (due: Date) => format(due, REMINDER_DUE_FORMAT);

/** '5 minutes ago' for a past due time, 'in 2 hours' for a coming one. */
export const relativeDue = (due: Date, now: Date) => formatDistance(due, now, { addSuffix: true });

/** The value a datetime-local input shows for a moment, in the browser's zone (seconds if any). */
export const toLocalInput = (when: Date) =>
  format(when, when.getSeconds() === 0 ? "yyyy-MM-dd'T'HH:mm" : "yyyy-MM-dd'T'HH:mm:ss");
