import { and, asc, count, eq } from 'drizzle-orm';
import type { Reminder, ReminderList } from '@electrobench/contracts/reminders';
import { toPage, type PageWindow } from '@electrobench/contracts/pagination';
import type { z } from 'zod';
import type { reminderCreateSchema, reminderUpdateSchema } from '@electrobench/contracts/reminders';
import type { AppContext } from '../../app-context';
import { reminders, type ReminderRow } from '../../db/schema/reminders';
import { notFound } from '../../lib/http-errors';
import { canUseReminder, rearmsReminder } from './policy';

const NOT_FOUND = 'Reminder not found.';
const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toReminder(row: ReminderRow): Reminder {
  return {
    id: row.id,
    user_id: row.userId,
    title: row.title,
    description: row.description,
    due_at: row.dueAt.toISOString(),
    is_completed: row.isCompleted,
    send_email: row.sendEmail,
    email_sent_at: iso(row.emailSentAt),
    notification_sent_at: iso(row.notificationSentAt),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function createReminder(
  ctx: AppContext,
  userId: number,
  input: z.output<typeof reminderCreateSchema>,
): Promise<Reminder> {
  const now = ctx.clock.now();
  const [row] = await ctx.db
    .insert(reminders)
    .values({
      userId,
      title: input.title,
      description: input.description,
      dueAt: new Date(input.due_at),
      sendEmail: input.send_email,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!row) throw new Error('reminder insert returned nothing');
  return toReminder(row);
}

/** Open reminders by due time (soonest first); with show_completed, the completed ones too. */
export async function listReminders(
  ctx: AppContext,
  userId: number,
  query: PageWindow & { show_completed: boolean },
): Promise<ReminderList> {
  const where = query.show_completed
    ? eq(reminders.userId, userId)
    : and(eq(reminders.userId, userId), eq(reminders.isCompleted, false));
  const [total] = await ctx.db.select({ n: count() }).from(reminders).where(where);
  const rows = await ctx.db
    .select()
    .from(reminders)
    .where(where)
    .orderBy(asc(reminders.isCompleted), asc(reminders.dueAt), asc(reminders.id))
    .offset(query.skip)
    .limit(query.limit);
  return toPage(rows.map(toReminder), total?.n ?? 0, query);
}

async function ownRow(ctx: AppContext, userId: number, id: number): Promise<ReminderRow> {
  const [row] = await ctx.db.select().from(reminders).where(eq(reminders.id, id));
  if (!row || !canUseReminder(userId, row)) throw notFound(NOT_FOUND);
  return row;
}

export async function getReminder(ctx: AppContext, userId: number, id: number): Promise<Reminder> {
  return toReminder(await ownRow(ctx, userId, id));
}

export async function updateReminder(
  ctx: AppContext,
  userId: number,
  id: number,
  input: z.output<typeof reminderUpdateSchema>,
): Promise<Reminder> {
  return ctx.db.transaction(async (tx) => {
    const [current] = await tx.select().from(reminders).where(eq(reminders.id, id)).for('update');
    if (!current || !canUseReminder(userId, current)) throw notFound(NOT_FOUND);
    const dueAt = input.due_at === undefined ? undefined : new Date(input.due_at);
    const rearm = rearmsReminder(current, dueAt);
    const [row] = await tx
      .update(reminders)
      .set({
        title: input.title,
        description: input.description,
        dueAt,
        sendEmail: input.send_email,
        isCompleted: input.is_completed,
        updatedAt: ctx.clock.now(),
        ...(rearm ? { notificationSentAt: null, emailSentAt: null } : {}),
      })
      .where(eq(reminders.id, id))
      .returning();
    if (!row) throw notFound(NOT_FOUND);
    return toReminder(row);
  });
}

export async function deleteReminder(ctx: AppContext, userId: number, id: number): Promise<void> {
  await ownRow(ctx, userId, id);
  await ctx.db.delete(reminders).where(and(eq(reminders.id, id), eq(reminders.userId, userId)));
}
