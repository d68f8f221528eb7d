import { PAGE_SIZE } from '@electrobench/contracts/limits';
import type { Notification } from '@electrobench/contracts/notifications';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { toast } from '../../ui/toast/toast';
import { clearAllNotifications, deleteNotification, fetchNotifications } from './api';
import { listErrorText } from './notification-errors';
import {
  CLEAR_ALL_DONE,
  EMPTY_LIST,
  clearAll,
  clearOne,
  type ListState,
  type ListStore,
} from './notification-list';

type Load = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready' };

/** The drawer's list: page 1 on open, more pages on request, a refetch per realtime event, optimistic clears. */
export function useNotificationList(received: number, refreshCount: () => void) {
  const [list, setList] = useState<ListState>(EMPTY_LIST);
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const ref = useRef(list);
  const store: ListStore = useMemo(
    () => ({
      get: () => ref.current,
      set: (next) => {
        ref.current = next;
        setList(next);
      },
    }),
    [],
  );

  const loadPage = useCallback(
    (page: number, limit: number, append: boolean) =>
      fetchNotifications(page, limit).then(
        (answer) => {
          const items: Notification[] = append ? [...ref.current.items, ...answer.items] : answer.items;
          store.set({
            items,
            page: answer.current_page,
            totalPages: answer.total_pages,
            totalItems: answer.total_items,
          });
          setLoad({ status: 'ready' });
        },
        (error: unknown) => setLoad({ status: 'error', message: listErrorText(error) }),
      ),
    [store],
  );

  useEffect(() => {
    void loadPage(1, PAGE_SIZE.notificationDrawer, false);
  }, [loadPage]);
  const seen = useRef(received);
  useEffect(() => {
    if (received === seen.current) return;
    seen.current = received;
    // SPEC section 9: a realtime event refreshes page 1 with a smaller limit.
    void loadPage(1, PAGE_SIZE.eventNotificationRefresh, false);
  }, [received, loadPage]);

  const loadMore = () => void loadPage(ref.current.page + 1, PAGE_SIZE.notificationDrawer, true);
  const clear = async (id: number) => {
    const outcome = await clearOne(store, id, deleteNotification);
    if (outcome.ok) refreshCount();
    else {
      toast({ title: 'Error', message: outcome.message, variant: 'danger' });
      if (outcome.refreshCount) refreshCount();
    }
  };
  const clearEverything = async () => {
    const outcome = await clearAll(store, clearAllNotifications);
    if (outcome.ok) {
      toast({ title: 'Notifications', message: CLEAR_ALL_DONE, variant: 'success' });
      refreshCount();
    } else toast({ title: 'Error', message: outcome.message, variant: 'danger' });
  };
  const markSeen = (id: number) =>
    store.set({
      ...ref.current,
      items: ref.current.items.map((n) => (n.id === id ? { ...n, read_status: true } : n)),
    });
  return { list, load, loadMore, clear, clearEverything, markSeen };
}
