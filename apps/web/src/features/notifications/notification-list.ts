import type { Notification } from '@electrobench/contracts/notifications';
import { ApiError } from '../../lib/api-error';
import { CLEAR_ALL_DONE, CLEAR_ALL_FAILED, clearErrorText } from './notification-errors';

export interface ListState {
  items: Notification[];
  page: number;
  totalPages: number;
  totalItems: number;
}

export const EMPTY_LIST: ListState = { items: [], page: 1, totalPages: 0, totalItems: 0 };

/** Reads and replaces the list the drawer shows; functions so the latest state is always used. */
export interface ListStore {
  get: () => ListState;
  set: (state: ListState) => void;
}

export function withoutItem(state: ListState, id: number): ListState {
  if (!state.items.some((item) => item.id === id)) return state;
  return {
    ...state,
    items: state.items.filter((item) => item.id !== id),
    totalItems: Math.max(0, state.totalItems - 1),
  };
}

export type ClearOutcome = { ok: true } | { ok: false; message: string; refreshCount: boolean };

/**
 * Removes one item at once, then asks the server. On failure the earlier list comes back, except
 * for a 404: the item is gone on the server too, so it stays removed and the count is refreshed.
 */
export async function clearOne(
  store: ListStore,
  id: number,
  remove: (id: number) => Promise<unknown>,
): Promise<ClearOutcome> {
  const before = store.get();
  store.set(withoutItem(before, id));
  try {
    await remove(id);
    return { ok: true };
  } catch (error) {
    const gone = error instanceof ApiError && error.status === 404;
    if (!gone) store.set(before);
    return { ok: false, message: clearErrorText(error), refreshCount: gone };
  }
}

/** Empties the list and resets paging at once; the earlier list comes back if the server refuses. */
export async function clearAll(store: ListStore, removeAll: () => Promise<unknown>): Promise<ClearOutcome> {
  const before = store.get();
  store.set(EMPTY_LIST);
  try {
    await removeAll();
    return { ok: true };
  } catch {
    store.set(before);
    return { ok: false, message: CLEAR_ALL_FAILED, refreshCount: false };
  }
}

export { CLEAR_ALL_DONE };
