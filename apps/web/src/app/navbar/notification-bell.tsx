import { formatBadgeCount } from '../../ui/badge';
import { Icon } from './icons';

interface NotificationBellProps {
  count: number;
  onOpen: () => void;
}

export function NotificationBell({ count, onOpen }: NotificationBellProps) {
  const label = count > 0 ? `Notifications, ${formatBadgeCount(count)} unread` : 'Notifications';
  return (
    <button type="button" className="icon-button bell" aria-label={label} onClick={onOpen}>
      <Icon name="bell" />
      {count > 0 ? (
        <span className="bell-badge" aria-hidden="true">
          {formatBadgeCount(count)}
        </span>
      ) : null}
    </button>
  );
}
