import type { PointerEvent } from 'react';
import { NavLink } from 'react-router';
import { useAuth } from '../../lib/auth/use-auth';
import { APPS_MENU_ID, USER_MENU_ID, groupMenuId, type ControlsProps } from './controls-props';
import { Icon } from './icons';
import { SearchButton } from './search-button';
import { NAV_GROUPS } from './nav-items';
import { NotificationBell } from './notification-bell';
import { UserTriggerContent } from './user-trigger-content';

interface PlainControlsProps extends ControlsProps {
  /** A trigger was clicked before the menu code arrived: load it and open this menu. */
  onTrigger: (menuId: string) => void;
}

/**
 * Look-alike menu buttons drawn until the menu code (Radix) is loaded on the first hover, touch or
 * focus of the bar; this keeps that code out of the first download of every page.
 */
export function PlainControls({ signedIn, unreadCount, onOpenNotifications, onTrigger }: PlainControlsProps) {
  const { user } = useAuth();
  const triggerProps = (menuId: string) => ({
    type: 'button' as const,
    'data-nav-id': menuId,
    'aria-haspopup': 'menu' as const,
    'aria-expanded': false,
    // Open on the press, as the real (Radix) trigger does: the menu code may arrive and replace this
    // button between press and release, and then no click would reach either button. A click
    // (keyboard, or a press that the swap did not interrupt) asks again; opening twice is harmless.
    onPointerDown: (event: PointerEvent<HTMLButtonElement>) => {
      if (event.button === 0 && !event.ctrlKey) onTrigger(menuId);
    },
    onClick: () => onTrigger(menuId),
  });
  return (
    <>
      <nav className="navbar-links" aria-label="Main">
        {NAV_GROUPS.map((group) => (
          <button key={group.label} className="nav-trigger" {...triggerProps(groupMenuId(group.label))}>
            {group.label}
            <Icon name="chevron" size={16} />
          </button>
        ))}
        <NavLink to="/forum" className="nav-trigger">
          Forum
        </NavLink>
      </nav>
      <div className="navbar-actions">
        <SearchButton />
        <button className="icon-button" aria-label="Apps" {...triggerProps(APPS_MENU_ID)}>
          <Icon name="grid" />
        </button>
        {signedIn ? <NotificationBell count={unreadCount} onOpen={onOpenNotifications} /> : null}
        <button className={user ? 'user-trigger' : 'icon-button'} {...triggerProps(USER_MENU_ID)}>
          <UserTriggerContent user={user} />
        </button>
      </div>
    </>
  );
}
