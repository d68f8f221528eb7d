import { z } from './zod';
import { pathIdSchema } from './ids';
import { PAGE_SIZE } from './limits';
import { pagedSchema, skipLimitQuery } from './pagination';

export const REMINDER_TITLE_MAX = 200;
export const REMINDER_DESCRIPTION_MAX = 2000;
/** Where the REMINDER_DUE notification and its toast lead (SPEC section 2). */
export const REMINDER_LINK = '/reminders';

const title = z
  .string({ error: 'Title is required.' })
  .trim()
  .min(1, 'Title is required.')
  .max(REMINDER_TITLE_MAX, `Title is at most ${REMINDER_TITLE_MAX} characters.`);

const description = z
  .string()
  .trim()
  .max(REMINDER_DESCRIPTION_MAX, `Description is at most ${REMINDER_DESCRIPTION_MAX} characters.`);

/**
 * An ISO 8601 date-time with a zone (Z or an offset), so the moment is unambiguous whatever the
 * browser's zone. A moment in the past is accepted on purpose: the reminder fires at once (a
 * browser clock a little ahead of the server's must not turn "in 5 seconds" into an error).
 */
const dueAt = z
  .string({ error: 'Due date is required.' })
  .pipe(z.iso.datetime({ offset: true, error: 'Due date must be an ISO 8601 date-time with a time zone.' }))
  .refine((value) => {
    const year = new Date(value).getUTCFullYear();
    return year >= 2000 && year <= 2999;
  }, 'Due date must be between the years 2000 and 2999.');

export const reminderCreateSchema = z.object({
  title,
  description: description.default(''),
  due_at: dueAt,
  send_email: z.boolean().default(false),
});
export type ReminderCreate = z.input<typeof reminderCreateSchema>;

/** PUT sends only what changed (SPEC section 7); an empty body is refused. */
export const reminderUpdateSchema = z
  .object({
    title: title.optional(),
    description: description.optional(),
    due_at: dueAt.optional(),
    send_email: z.boolean().optional(),
    is_completed: z.boolean().optional(),
  })
  .refine((body) => Object.values(body).some((v) => v !== undefined), 'Nothing to update.');
export type ReminderUpdate = z.input<typeof reminderUpdateSchema>;

export const reminderSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  title: z.string(),
  description: z.string(),
  due_at: z.string(),
  is_completed: z.boolean(),
  send_email: z.boolean(),
  email_sent_at: z.string().nullable(),
  notification_sent_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Reminder = z.infer<typeof reminderSchema>;

export const reminderListSchema = pagedSchema(reminderSchema);
export type ReminderList = z.infer<typeof reminderListSchema>;

export const reminderListQuerySchema = skipLimitQuery(PAGE_SIZE.reminders).extend({
  show_completed: z
    .enum(['true', 'false'], { error: 'show_completed is true or false.' })
    .transform((v) => v === 'true')
    .default(false),
});

export const reminderIdParamsSchema = z.object({
  id: pathIdSchema('Reminder id must be a number.'),
});

/** Content of a REMINDER_DUE notification (SPEC section 3). */
export type ReminderDueContent = {
  reminder_id: number;
  title: string;
  description: string;
  due_at: string;
};
