import { and, asc, eq, inArray, isNotNull, isNull, lte, notInArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { REMINDER_LINK, type ReminderDueContent } from '@electrobench/contracts/reminders';
import type { AppContext } from '../../app-context';
import { reminders, type ReminderRow } from '../../db/schema/reminders';
import { users } from '../../db/schema/users';
import { withAfterCommit } from '../../lib/after-commit';
import type { RealtimeHub } from '../../plugins/realtime-hub';
import { newNotificationMessage, storeNotification } from '../notifications/notification-service';
import { reminderMail } from './reminder-mail';

const BATCH = 50;
const MAIL_RETRY_MS = 60_000;

export function reminderDueContent(row: ReminderRow): ReminderDueContent {
  return {
    reminder_id: row.id,
    title: row.title,
    description: row.description,
    due_at: row.dueAt.toISOString(),
  };
}

/**
 * Fires every armed reminder that is due: one REMINDER_DUE notification each, stamped
 * notification_sent_at in the same transaction. Rows are claimed with FOR UPDATE SKIP LOCKED, so
 * instances polling at the same moment split the work instead of doubling it, and a row another
 * instance committed as fired no longer matches. Sockets hear about it after the commit.
 */
export async function fireDueReminders(
  ctx: AppContext,
  realtime: RealtimeHub,
  log: FastifyBaseLogger,
): Promise<number> {
  let fired = 0;
  for (;;) {
    const now = ctx.clock.now();
    const claimed = await withAfterCommit(
      ctx.db,
      realtime,
      async (tx, after) => {
        const due = await tx
          .select()
          .from(reminders)
          .where(
            and(
              isNull(reminders.notificationSentAt),
              eq(reminders.isCompleted, false),
              lte(reminders.dueAt, now),
            ),
          )
          .orderBy(asc(reminders.dueAt), asc(reminders.id))
          .limit(BATCH)
          .for('update', { skipLocked: true });
        for (const row of due) {
          const notification = await storeNotification(
            tx,
            now,
            row.userId,
            'REMINDER_DUE',
            reminderDueContent(row),
            REMINDER_LINK,
          );
          after.publish(row.userId, newNotificationMessage(notification));
        }
        if (due.length > 0) {
          const ids = due.map((r) => r.id);
          await tx.update(reminders).set({ notificationSentAt: now }).where(inArray(reminders.id, ids));
        }
        return due.length;
      },
      (error) => log.warn({ err: error }, 'reminder push failed after commit'),
    );
    fired += claimed;
    if (claimed < BATCH) return fired;
  }
}

/**
 * Mails owed by fired reminders with send_email, one row at a time: the row stays locked while
 * the mail goes out and email_sent_at is set in the same transaction, so two instances never
 * send the same mail. A crash between the SMTP hand-off and the commit can repeat a mail; a lost
 * mail is worse. A failed send is retried by this instance after a minute.
 */
export function createMailSender(ctx: AppContext, log: FastifyBaseLogger) {
  const retryAt = new Map<number, number>();
  return async function sendOwedMails(maxMails = 20): Promise<number> {
    let sent = 0;
    const nowMs = ctx.clock.now().getTime();
    for (const [id, at] of retryAt) if (at <= nowMs) retryAt.delete(id);
    for (let i = 0; i < maxMails; i++) {
      const skip = [...retryAt.keys()];
      const outcome = await ctx.db.transaction(async (tx) => {
        const [owed] = await tx
          .select({ reminder: reminders, email: users.email })
          .from(reminders)
          .innerJoin(users, eq(users.id, reminders.userId))
          .where(
            and(
              eq(reminders.sendEmail, true),
              isNull(reminders.emailSentAt),
              isNotNull(reminders.notificationSentAt),
              eq(reminders.isCompleted, false),
              skip.length > 0 ? notInArray(reminders.id, skip) : undefined,
            ),
          )
          .limit(1)
          .for('update', { of: reminders, skipLocked: true });
        if (!owed) return 'none';
        try {
          await ctx.mailer.send(
            reminderMail(owed.email, owed.reminder, `${ctx.config.publicUrl}${REMINDER_LINK}`),
          );
        } catch (error) {
          log.warn({ err: error, reminderId: owed.reminder.id }, 'reminder mail failed; retrying later');
          retryAt.set(owed.reminder.id, nowMs + MAIL_RETRY_MS);
          return 'failed';
        }
        await tx
          .update(reminders)
          .set({ emailSentAt: ctx.clock.now() })
          .where(eq(reminders.id, owed.reminder.id));
        return 'sent';
      });
      if (outcome === 'none') break;
      if (outcome === 'sent') sent += 1;
    }
    return sent;
  };
}

/** The scheduler job: fire what is due, then send the mails owed. */
export function reminderJob(ctx: AppContext, realtime: RealtimeHub, log: FastifyBaseLogger) {
  const sendOwedMails = createMailSender(ctx, log);
  return async () => {
    await fireDueReminders(ctx, realtime, log);
    await sendOwedMails();
  };
}
