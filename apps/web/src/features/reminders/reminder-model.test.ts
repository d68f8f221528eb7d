import { describe, expect, it } from 'vitest';
import type { Reminder as ApiReminder } from '@electrobench/contracts/reminders';
import {
  formatDue,
  relativeDue,
  reminderFromApi,
  reminderPageFromApi,
  reminderPatchToApi,
  reminderState,
  toLocalInput,
} from './reminder-model';

const api: ApiReminder = {
  id: 4,
  user_id: 9,
  title: 'Swap the fan',
  description: 'Bearing noise',
  due_at: '2026-03-05T14:30:00.000Z',
  is_completed: false,
  send_email: true,
  email_sent_at: null,
  notification_sent_at: '2026-03-05T14:30:01.000Z',
  created_at: '2026-03-01T10:00:00.000Z',
  updated_at: '2026-03-02T10:00:00.000Z',
};

describe('reminder model', () => {
  it('maps the API reminder to camelCase with dates, and a page keeps its paging fields', () => {
    const r = reminderFromApi(api);
    expect(r).toMatchObject({ id: 4, userId: 9, isCompleted: false, sendEmail: true, emailSentAt: null });
    expect(r.dueAt.toISOString()).toBe(api.due_at);
    expect(r.notificationSentAt?.toISOString()).toBe(api.notification_sent_at);
    const page = reminderPageFromApi({
      items: [api],
      total_items: 16,
      total_pages: 2,
      current_page: 2,
      limit: 15,
    });
    expect(page).toMatchObject({ total_items: 16, total_pages: 2, current_page: 2, limit: 15 });
    expect(page.items[0]?.title).toBe('Swap the fan');
  });

  it('sends only the fields of a patch, in snake_case', () => {
    expect(reminderPatchToApi({ isCompleted: true })).toEqual({ is_completed: true });
    expect(
      reminderPatchToApi({ title: 'T', description: '', dueAt: new Date(api.due_at), sendEmail: false }),
    ).toEqual({ title: 'T', description: '', due_at: api.due_at, send_email: false });
  });

  it('tells completed, overdue and upcoming apart', () => {
    const now = new Date('2026-03-05T15:00:00Z');
    expect(reminderState({ isCompleted: true, dueAt: new Date('2020-01-01') }, now)).toBe('completed');
    expect(reminderState({ isCompleted: false, dueAt: new Date('2026-03-05T14:59:00Z') }, now)).toBe(
      'overdue',
    );
    expect(reminderState({ isCompleted: false, dueAt: new Date('2026-03-05T15:01:00Z') }, now)).toBe(
      'upcoming',
    );
  });

  it("formats due times as 'MMM d, h:mm a' and relative times with 'ago'", () => {
    const due = new Date(2026, 2, 5, 14, 30);
    expect(formatDue(due)).toBe('Mar 5, 2:30 PM');
    expect(relativeDue(due, new Date(2026, 2, 5, 14, 35))).toBe('5 minutes ago');
    expect(relativeDue(due, new Date(2026, 2, 5, 12, 30))).toBe('in about 2 hours');
    expect(toLocalInput(due)).toBe('2026-03-05T14:30');
    expect(toLocalInput(new Date(2026, 2, 5, 14, 30, 7))).toBe('2026-03-05T14:30:07');
  });
});
