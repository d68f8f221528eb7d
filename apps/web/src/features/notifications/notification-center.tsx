import type { Notification } from '@electrobench/contracts/notifications';
import { useNavigate } from 'react-router';
import { Alert } from '../../ui/alert';
import { Drawer } from '../../ui/drawer';
import { Spinner } from '../../ui/spinner';
import { markRead } from './api';
import { NotificationItem } from './notification-item';
import { useNotificationList } from './use-notification-list';
import './notifications.css';

interface NotificationCenterProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Problems with the unread count or the realtime socket, shown above the list. */
  errorText: string | null;
  refreshCount: () => void;
  /** Grows with every realtime notification; each change refetches page 1. */
  received: number;
}

/** The right-hand drawer listing the signed-in user's notifications (SPEC sections 2 and 4). */
export function NotificationCenter({
  open,
  onOpenChange,
  errorText,
  refreshCount,
  received,
}: NotificationCenterProps) {
  const navigate = useNavigate();
  const { list, load, loadMore, clear, clearEverything, markSeen } = useNotificationList(
    received,
    refreshCount,
  );

  const openItem = async (notification: Notification) => {
    if (!notification.read_status) {
      // A failed mark-read must not block the way to the linked page.
      await markRead(notification.id).then(
        () => markSeen(notification.id),
        () => undefined,
      );
      refreshCount();
    }
    if (!notification.link) {
      console.warn('Notification has no link', notification.id);
      return;
    }
    onOpenChange(false);
    void navigate(notification.link);
  };

  return (
    <Drawer
      open={open}
      onOpenChange={onOpenChange}
      title="Notification Center"
      side="right"
      width="360px"
      actions={
        <button
          type="button"
          className="btn btn-ghost btn-small"
          disabled={list.items.length === 0}
          onClick={() => void clearEverything()}
        >
          Clear All
        </button>
      }
    >
      {errorText ? <Alert variant="warning">{errorText}</Alert> : null}
      {load.status === 'loading' ? <Spinner label="Loading notifications..." /> : null}
      {load.status === 'error' ? (
        <Alert variant="danger" title="Error Loading Notifications">
          {load.message}
        </Alert>
      ) : null}
      {load.status === 'ready' && list.items.length === 0 ? (
        <p className="muted">You have no notifications.</p>
      ) : null}
      {list.items.length > 0 ? (
        <ul className="notification-list">
          {list.items.map((item) => (
            <NotificationItem
              key={item.id}
              notification={item}
              onOpen={(n) => void openItem(n)}
              onClear={(id) => void clear(id)}
            />
          ))}
        </ul>
      ) : null}
      {list.page < list.totalPages ? (
        <button type="button" className="btn btn-ghost btn-small notification-more" onClick={loadMore}>
          Load more
        </button>
      ) : null}
    </Drawer>
  );
}
