import type { DmMessage, MessageList } from '@electrobench/contracts/dm';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { emitRealtimeEvent, SOCKET_REOPENED } from '../../lib/realtime-events';
import { dmKeys } from './api';
import { threadMessages, type ThreadPages } from './message-pages';
import { useDmLive } from './use-dm-live';

function msg(id: number, extra: Partial<DmMessage> = {}): DmMessage {
  return {
    id,
    conversation_id: 5,
    sender_id: 2,
    content: `m${id}`,
    created_at: `2026-01-01T00:00:0${id}.000Z`,
    edited_at: null,
    is_deleted: false,
    ...extra,
  };
}

function setup() {
  const client = new QueryClient();
  const page: MessageList = {
    items: [msg(1), msg(2)],
    total_items: 2,
    total_pages: 1,
    current_page: 1,
    limit: 50,
  };
  client.setQueryData<ThreadPages>(dmKeys.messages(5), { pages: [page], pageParams: [0] });
  client.setQueryData([...dmKeys.conversations, 1], { items: [] });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const view = renderHook(() => useDmLive(), { wrapper });
  const thread = () => threadMessages(client.getQueryData<ThreadPages>(dmKeys.messages(5)));
  const listStale = () => client.getQueryState([...dmKeys.conversations, 1])?.isInvalidated;
  return { client, view, thread, listStale };
}

describe('live direct messages', () => {
  it('add new messages to their open thread and mark the list for a refetch', () => {
    const { thread, listStale } = setup();
    act(() => emitRealtimeEvent({ type: 'dm_message', conversation_id: 5, message: msg(3) }));
    act(() => emitRealtimeEvent({ type: 'dm_message', conversation_id: 5, message: msg(3) }));
    expect(thread().map((m) => m.id)).toEqual([1, 2, 3]);
    expect(listStale()).toBe(true);
  });

  it('apply edits and deletes in place, and ignore malformed events', () => {
    const { thread } = setup();
    act(() =>
      emitRealtimeEvent({
        type: 'dm_message_updated',
        conversation_id: 5,
        message: msg(1, { content: 'This message was deleted.', is_deleted: true }),
      }),
    );
    act(() => emitRealtimeEvent({ type: 'dm_message', conversation_id: 5, message: { id: 'x' } }));
    expect(thread().map((m) => [m.id, m.is_deleted])).toEqual([
      [1, true],
      [2, false],
    ]);
  });

  it('refetch everything after the socket reconnects, and stop listening on unmount', () => {
    const { client, view, thread } = setup();
    act(() => emitRealtimeEvent({ type: SOCKET_REOPENED }));
    expect(client.getQueryState(dmKeys.messages(5))?.isInvalidated).toBe(true);
    view.unmount();
    emitRealtimeEvent({ type: 'dm_message', conversation_id: 5, message: msg(4) });
    expect(thread().map((m) => m.id)).toEqual([1, 2]);
  });
});
