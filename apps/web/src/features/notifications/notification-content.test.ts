import { describe, expect, it } from 'vitest';
import { notificationText, preview } from './notification-content';

const text = (type: string, content: Record<string, unknown>) => notificationText({ type, content });

describe('notification content checks', () => {
  it('shows each type whose id field is a number', () => {
    expect(text('FORUM_REPLY', { thread_id: 4, replier_username: 'ana', thread_title: 'Buck' }).text).toBe(
      'ana replied to your thread "Buck"',
    );
    expect(text('FORUM_MENTION', { thread_id: 4, mentioner_username: 'bo', thread_title: 'X' }).text).toBe(
      'bo mentioned you in "X"',
    );
    expect(
      text('DM_NEW_MESSAGE', { conversation_id: 9, sender_username: 'cy', message_snippet: 'hi' }),
    ).toEqual({ text: 'New message from cy', detail: 'hi', invalid: false });
    expect(text('TICKET_SUBMITTED', { title: 'Broken link' }).text).toBe('New support ticket: Broken link');
  });

  it('uses the error text of each type when the id is missing or not a number', () => {
    expect(text('FORUM_REPLY', { thread_id: '4' })).toEqual({
      text: 'Error: Invalid reply data.',
      invalid: true,
    });
    expect(text('FORUM_MENTION', {}).text).toBe('Error: Invalid mention data.');
    expect(text('THREAD_SUBSCRIPTION', { thread_id: null }).text).toBe('Error: Invalid subscription data.');
    expect(text('DM_NEW_MESSAGE', { conversation_id: '9' }).text).toBe('Error: Invalid DM data.');
  });

  it('names an earned badge with its description, and refuses a badge without a name', () => {
    expect(
      text('BADGE_AWARDED', {
        badge_code: 'first_post',
        badge_name: 'First post',
        description: 'Wrote a first forum post.',
      }),
    ).toEqual({
      text: 'You earned the badge "First post"',
      detail: 'Wrote a first forum post.',
      invalid: false,
    });
    expect(text('BADGE_AWARDED', { badge_code: 'x' })).toEqual({
      text: 'Error: Invalid badge data.',
      invalid: true,
    });
  });

  it('words the outcome of an SMD code proposal, with the reason of a rejection', () => {
    expect(
      text('SMD_SUBMISSION_REVIEWED', {
        submission_id: 3,
        status: 'approved',
        code: '1AM',
        part_number: 'MMBT3904',
      }),
    ).toEqual({
      text: 'Your SMD code "1AM" was approved',
      detail: 'MMBT3904 is now in SMD Search.',
      invalid: false,
    });
    expect(
      text('SMD_SUBMISSION_REVIEWED', {
        submission_id: 4,
        status: 'rejected',
        code: 'W2',
        reason: 'Marking belongs to another maker.',
      }),
    ).toEqual({
      text: 'Your SMD code "W2" was rejected',
      detail: 'Marking belongs to another maker.',
      invalid: false,
    });
    expect(text('SMD_SUBMISSION_REVIEWED', { submission_id: '4', status: 'approved' })).toEqual({
      text: 'Error: Invalid submission data.',
      invalid: true,
    });
    expect(text('SMD_SUBMISSION_REVIEWED', { submission_id: 4, status: 'pending' }).invalid).toBe(true);
  });

  it('needs a numeric reminder id, a title and a due time for reminders', () => {
    const ok = { reminder_id: 1, title: 'Calibrate', due_at: '2026-03-05T14:30:00' };
    expect(text('REMINDER_DUE', ok).text).toBe('Reminder: Calibrate (due Mar 5, 2:30 PM)');
    expect(text('REMINDER_DUE', { ...ok, reminder_id: '1' }).text).toBe('Error: Invalid reminder data.');
    expect(text('REMINDER_DUE', { ...ok, title: '' }).text).toBe('Error: Invalid reminder data.');
    expect(text('REMINDER_DUE', { reminder_id: 1, title: 'x' }).text).toBe('Error: Invalid reminder data.');
  });

  it('cuts reminder descriptions to 50 characters with an ellipsis', () => {
    const description = 'a'.repeat(50) + 'TAIL';
    const shown = text('REMINDER_DUE', {
      reminder_id: 1,
      title: 't',
      due_at: '2026-01-01T00:00:00',
      description,
    });
    expect(shown.detail).toBe('a'.repeat(50) + '...');
    expect(
      text('REMINDER_DUE', { reminder_id: 1, title: 't', due_at: 'x', description: 'short' }).detail,
    ).toBe('short');
  });

  it('shows unknown types as message, text_content or the content itself, cut to 100', () => {
    expect(text('BADGE', { message: 'You earned a badge' }).text).toBe('You earned a badge');
    expect(text('BADGE', { text_content: 'b'.repeat(120) }).text).toBe('b'.repeat(100) + '...');
    expect(text('BADGE', { points: 5 }).text).toBe('{"points":5}');
  });

  it('leaves text at the limit untouched', () => {
    expect(preview('x'.repeat(100), 100)).toBe('x'.repeat(100));
  });
});
