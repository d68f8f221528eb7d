import { describe, expect, it } from 'vitest';
import { DM_SNIPPET_CHARS, dmSnippet } from '@electrobench/contracts/dm';
import { notificationText } from './notification-content';
import { realtimeToast } from './realtime-toast';

const text = (type: string, content: Record<string, unknown>) => notificationText({ type, content });

describe('DM_NEW_MESSAGE and TICKET_SUBMITTED as the server sends them', () => {
  it('accepts the realtime variant of a DM (with sender_id) like the stored one', () => {
    const stored = { conversation_id: 4, sender_username: 'ana', message_snippet: 'Probe is back' };
    expect(text('DM_NEW_MESSAGE', { ...stored, sender_id: 12 })).toEqual(text('DM_NEW_MESSAGE', stored));
  });

  it('shows the server’s snippet as sent, and no detail without one', () => {
    const snippet = dmSnippet('x'.repeat(DM_SNIPPET_CHARS + 30));
    expect(snippet).toBe(`${'x'.repeat(DM_SNIPPET_CHARS)}...`);
    expect(
      text('DM_NEW_MESSAGE', { conversation_id: 4, sender_username: 'ana', message_snippet: snippet }).detail,
    ).toBe(snippet);
    expect(text('DM_NEW_MESSAGE', { conversation_id: 4, sender_username: 'ana' })).toEqual({
      text: 'New message from ana',
      detail: undefined,
      invalid: false,
    });
  });

  it('refuses a DM without a numeric conversation id, whatever else it has', () => {
    expect(text('DM_NEW_MESSAGE', { sender_username: 'ana', message_snippet: 'hi' })).toEqual({
      text: 'Error: Invalid DM data.',
      invalid: true,
    });
    expect(text('DM_NEW_MESSAGE', { conversation_id: Number.NaN }).invalid).toBe(true);
  });

  it('names a new ticket by its title, or says untitled', () => {
    expect(text('TICKET_SUBMITTED', { title: 'Broken link', ticket_id: 3 }).text).toBe(
      'New support ticket: Broken link',
    );
    expect(text('TICKET_SUBMITTED', {}).text).toBe('New support ticket: untitled');
  });

  it('toasts a new ticket with View but not a DM (which only plays its sound)', () => {
    expect(realtimeToast({ type: 'TICKET_SUBMITTED', content: { title: 'Broken link' } })).toMatchObject({
      title: 'New support ticket',
      message: 'Broken link',
      action: { label: 'View', to: '/admin/tickets' },
    });
    expect(
      realtimeToast({ type: 'DM_NEW_MESSAGE', content: { conversation_id: 1, sender_username: 'a' } }),
    ).toBeNull();
  });
});
