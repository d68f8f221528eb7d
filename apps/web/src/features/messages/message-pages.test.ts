import type { DmMessage, MessageList } from '@electrobench/contracts/dm';
import { describe, expect, it } from 'vitest';
import { threadMessages, upsertMessage, type ThreadPages } from './message-pages';

function msg(id: number, extra: Partial<DmMessage> = {}): DmMessage {
  return {
    id,
    conversation_id: 1,
    sender_id: 7,
    content: `m${id}`,
    created_at: new Date(Date.UTC(2026, 0, 1, 0, 0, id)).toISOString(),
    edited_at: null,
    is_deleted: false,
    ...extra,
  };
}

function page(ids: number[], current: number): MessageList {
  return {
    items: ids.map((id) => msg(id)),
    total_items: 120,
    total_pages: 3,
    current_page: current,
    limit: 50,
  };
}

function pages(...lists: MessageList[]): ThreadPages {
  return { pages: lists, pageParams: lists.map((_, i) => i * 50) };
}

const ids = (list: DmMessage[]) => list.map((m) => m.id);

describe('thread pages', () => {
  it('read oldest first across pages, each message once even where pages overlap', () => {
    // Two messages arrived between fetching page 0 and page 1, so page 1 repeats 99 and 100.
    const data = pages(page([99, 100, 101, 102], 1), page([97, 98, 99, 100], 2));
    expect(ids(threadMessages(data))).toEqual([97, 98, 99, 100, 101, 102]);
    expect(threadMessages(undefined)).toEqual([]);
  });

  it('add a live message to the newest page and ignore its echo', () => {
    const data = pages(page([10, 11], 1), page([8, 9], 2));
    const once = upsertMessage(data, msg(12));
    const twice = upsertMessage(once, msg(12));
    expect(ids(threadMessages(twice))).toEqual([8, 9, 10, 11, 12]);
    expect(once?.pages[1]).toBe(data.pages[1]);
  });

  it('replace an edited or deleted message wherever it is, keeping the later state', () => {
    const data = pages(page([10, 11], 1), page([8, 9], 2));
    const edited = upsertMessage(data, msg(9, { content: 'fixed', edited_at: '2026-01-02T00:00:00.000Z' }));
    expect(threadMessages(edited).find((m) => m.id === 9)?.content).toBe('fixed');
    const deleted = upsertMessage(edited, msg(9, { content: 'This message was deleted.', is_deleted: true }));
    // A late answer of the edit must not bring the deleted text back.
    const late = upsertMessage(deleted, msg(9, { content: 'fixed', edited_at: '2026-01-02T00:00:00.000Z' }));
    expect(threadMessages(late).find((m) => m.id === 9)).toMatchObject({ is_deleted: true });
  });

  it('prefer the later copy when overlapping pages disagree', () => {
    const fresh = page([9, 10], 1);
    fresh.items[0] = msg(9, { content: 'new', edited_at: '2026-01-03T00:00:00.000Z' });
    const data = pages(fresh, page([8, 9], 2));
    expect(threadMessages(data).find((m) => m.id === 9)?.content).toBe('new');
  });

  it('leave nothing to update before the first page has loaded', () => {
    expect(upsertMessage(undefined, msg(1))).toBeUndefined();
  });
});
