import type { Notification } from '@electrobench/contracts/notifications';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { EMPTY_LIST, clearAll, clearOne, type ListState, type ListStore } from './notification-list';

const item = (id: number): Notification => ({
  id,
  type: 'TICKET_SUBMITTED',
  content: { title: `t${id}` },
  link: null,
  read_status: false,
  created_at: '2026-01-01T00:00:00Z',
});

function memoryStore(initial: ListState): ListStore & { seen: ListState[] } {
  let state = initial;
  const seen: ListState[] = [];
  return {
    seen,
    get: () => state,
    set: (next) => {
      state = next;
      seen.push(next);
    },
  };
}

const full: ListState = { items: [item(1), item(2), item(3)], page: 2, totalPages: 3, totalItems: 65 };

describe('clearing one notification', () => {
  it('removes it before the server answers', async () => {
    const store = memoryStore(full);
    let idsWhileWaiting: number[] = [];
    const outcome = await clearOne(store, 2, () => {
      idsWhileWaiting = store.get().items.map((n) => n.id);
      return Promise.resolve();
    });
    expect(idsWhileWaiting).toEqual([1, 3]);
    expect(outcome).toEqual({ ok: true });
    expect(store.get().totalItems).toBe(64);
  });

  it('restores the list when the server call fails', async () => {
    const store = memoryStore(full);
    const outcome = await clearOne(store, 2, () => Promise.reject(new ApiError('Boom', 500, 'Boom')));
    expect(store.get()).toEqual(full);
    expect(outcome).toEqual({ ok: false, message: 'Error 500: Boom', refreshCount: false });
  });

  it('keeps it removed on 404 and asks for a count refresh', async () => {
    const store = memoryStore(full);
    const outcome = await clearOne(store, 1, () =>
      Promise.reject(new ApiError('Not Found', 404, 'Not Found')),
    );
    expect(store.get().items.map((n) => n.id)).toEqual([2, 3]);
    expect(outcome).toEqual({
      ok: false,
      message: 'Notification not found (perhaps already cleared).',
      refreshCount: true,
    });
  });

  it('uses the fallback and authentication texts', async () => {
    const store = memoryStore(full);
    expect(await clearOne(store, 1, () => Promise.reject(new Error('x')))).toMatchObject({
      message: 'Failed to clear notification.',
    });
    expect(await clearOne(store, 1, () => Promise.reject(new ApiError('a', 401, undefined)))).toMatchObject({
      message: 'Authentication error.',
    });
  });
});

describe('clear all', () => {
  it('empties the list and resets paging at once', async () => {
    const store = memoryStore(full);
    expect(await clearAll(store, () => Promise.resolve())).toEqual({ ok: true });
    expect(store.seen[0]).toEqual({ items: [], page: 1, totalPages: 0, totalItems: 0 });
    expect(store.get()).toEqual(EMPTY_LIST);
  });

  it('restores everything when the server refuses', async () => {
    const store = memoryStore(full);
    const outcome = await clearAll(store, () => Promise.reject(new Error('offline')));
    expect(store.seen[0]).toEqual(EMPTY_LIST);
    expect(store.get()).toEqual(full);
    expect(outcome).toMatchObject({ ok: false, message: 'Failed to clear all notifications.' });
  });
});
