import { describe, expect, it } from 'vitest';
import { realtimeToast } from './realtime-toast';

describe('realtime toasts', () => {
  it('shows a due reminder for 10 s with its description cut to 100 characters', () => {
    const toast = realtimeToast({
      type: 'REMINDER_DUE',
      content: { reminder_id: 1, title: 'Swap fan', description: 'd'.repeat(130), due_at: 'x' },
    });
    expect(toast).toMatchObject({
      title: 'Reminder: Swap fan',
      message: 'd'.repeat(100) + '...',
      durationMs: 10_000,
      action: { label: 'View Reminders', to: '/reminders' },
    });
  });

  it('shows no reminder toast for content that fails the reminder check', () => {
    for (const content of [
      { reminder_id: '1', title: 'Swap fan', due_at: '2026-03-05T14:30:00Z' },
      { reminder_id: 1, title: '', due_at: '2026-03-05T14:30:00Z' },
      { reminder_id: 1, title: 'Swap fan' },
    ]) {
      expect(realtimeToast({ type: 'REMINDER_DUE', content })).toBeNull();
    }
  });

  it('links a new ticket to the admin ticket list and ignores other types', () => {
    expect(realtimeToast({ type: 'TICKET_SUBMITTED', content: { title: 'Bug' } })).toMatchObject({
      message: 'Bug',
      action: { label: 'View', to: '/admin/tickets' },
    });
    expect(realtimeToast({ type: 'FORUM_REPLY', content: {} })).toBeNull();
    expect(realtimeToast(null)).toBeNull();
  });
});
