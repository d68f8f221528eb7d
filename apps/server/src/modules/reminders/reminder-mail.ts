import { PRODUCT_NAME } from '@electrobench/contracts/limits';
import type { Mail } from '../../lib/mailer';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The server does not know the member's time zone, so the mail states the due time in UTC. */
export function formatUtc(date: Date): string {
  return `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

export function reminderMail(
  to: string,
  reminder: { title: string; description: string; dueAt: Date },
  link: string,
): Mail {
  const due = `Due ${formatUtc(reminder.dueAt)}`;
  const lines = [reminder.title, due, reminder.description].filter(Boolean);
  const text = `${lines.join('\n\n')}\n\nYour reminders:\n${link}\n\n-- ${PRODUCT_NAME}\n`;
  const html =
    `<p><strong>${escapeHtml(reminder.title)}</strong></p><p>${escapeHtml(due)}</p>` +
    (reminder.description ? `<p>${escapeHtml(reminder.description).replace(/\n/g, '<br>')}</p>` : '') +
    `<p><a href="${escapeHtml(link)}">Open your reminders</a></p><p>&mdash; ${PRODUCT_NAME}</p>`;
  return { to, subject: `${PRODUCT_NAME} reminder: ${reminder.title}`, text, html };
}
