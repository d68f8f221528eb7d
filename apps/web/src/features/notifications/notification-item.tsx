import type { Notification } from '@electrobench/contracts/notifications';
import { formatRelative } from '../../lib/dates';
import { notificationText, type NotificationText } from './notification-content';

interface NotificationItemProps {
  notification: Notification;
  onOpen: (notification: Notification) => void;
  onClear: (id: number) => void;
}

function safeText(notification: Notification): NotificationText {
  try {
    return notificationText(notification);
  } catch {
    return { text: 'Error displaying notification content.', invalid: true };
  }
}

export function NotificationItem({ notification, onOpen, onClear }: NotificationItemProps) {
  const { text, detail, invalid } = safeText(notification);
  const unread = !notification.read_status;
  return (
    <li className="notification-item" data-unread={unread || undefined}>
      <button type="button" className="notification-open" onClick={() => onOpen(notification)}>
        {unread ? <span className="visually-hidden">Unread: </span> : null}
        <span className={invalid ? 'notification-text notification-invalid' : 'notification-text'}>
          {text}
        </span>
        {detail ? <span className="notification-detail">{detail}</span> : null}
        <time className="notification-time" dateTime={notification.created_at}>
          {formatRelative(notification.created_at)}
        </time>
      </button>
      <button
        type="button"
        className="icon-button notification-clear"
        aria-label={`Clear notification: ${text}`}
        onClick={() => onClear(notification.id)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </li>
  );
}
