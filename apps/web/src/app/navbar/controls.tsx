import { useEffect } from 'react';
import { NavLink, useNavigate } from 'react-router';
import { Dropdown, MenuAction, MenuLabel, MenuLink, MenuSeparator } from '../../ui/dropdown';
import { useAuth } from '../../lib/auth/use-auth';
import { AvailabilityChoices } from './availability-choices';
import { APPS_MENU_ID, USER_MENU_ID, groupMenuId, type ControlsProps } from './controls-props';
import { Icon } from './icons';
import { SearchButton } from './search-button';
import { APP_ITEMS, NAV_GROUPS } from './nav-items';
import { NotificationBell } from './notification-bell';
import { ThemeChoices } from './theme-choices';
import { UserTriggerContent } from './user-trigger-content';

interface InteractiveControlsProps extends ControlsProps {
  /** Menu to show open at once (clicked while this code was loading). */
  openFirst: string | null;
  /** Trigger that had focus in the plain version; its replacement takes the focus over. */
  focusFirst: string | null;
}

/** The navigation bar's menus (Radix dropdowns: arrow keys, Escape, typeahead). */
export function InteractiveControls(props: InteractiveControlsProps) {
  const { signedIn, unreadCount, onOpenNotifications, onLocked, onMenuOpenChange, openFirst, focusFirst } =
    props;
  const { user, isAdmin, logout } = useAuth();
  const navigate = useNavigate();

  useEffect(() => {
    const active = document.activeElement;
    // An open menu places focus itself; otherwise only restore focus that the swap lost.
    if (openFirst || !focusFirst || (active && active !== document.body)) return;
    document.querySelector<HTMLElement>(`[data-nav-id="${focusFirst}"]`)?.focus();
  }, [openFirst, focusFirst]);

  const menu = (menuId: string) => ({
    defaultOpen: openFirst === menuId,
    onOpenChange: (open: boolean) => onMenuOpenChange(menuId, open),
  });
  // Leave member pages first so their guards do not send the user to the login page.
  const signOut = () => {
    navigate('/');
    void logout();
  };

  return (
    <>
      <nav className="navbar-links" aria-label="Main">
        {NAV_GROUPS.map((group) => {
          const menuId = groupMenuId(group.label);
          return (
            <Dropdown
              key={group.label}
              {...menu(menuId)}
              trigger={
                <button type="button" className="nav-trigger" data-nav-id={menuId}>
                  {group.label}
                  <Icon name="chevron" size={16} />
                </button>
              }
            >
              {group.items.map((item) => (
                <MenuLink key={item.to} to={item.to} className={item.sub ? 'menu-item-sub' : undefined}>
                  {item.label}
                </MenuLink>
              ))}
            </Dropdown>
          );
        })}
        <NavLink to="/forum" className="nav-trigger">
          Forum
        </NavLink>
      </nav>
      <div className="navbar-actions">
        <SearchButton />
        <Dropdown
          className="apps-menu"
          {...menu(APPS_MENU_ID)}
          trigger={
            <button type="button" className="icon-button" aria-label="Apps" data-nav-id={APPS_MENU_ID}>
              <Icon name="grid" />
            </button>
          }
        >
          <MenuLabel>Apps</MenuLabel>
          <div className="apps-grid">
            {APP_ITEMS.map((app) => {
              const content = (
                <>
                  <Icon name={app.icon} size={22} />
                  <span>{app.label}</span>
                </>
              );
              return app.membersOnly && !signedIn ? (
                <MenuAction key={app.to} onSelect={() => onLocked(app)}>
                  {content}
                </MenuAction>
              ) : (
                <MenuLink key={app.to} to={app.to}>
                  {content}
                </MenuLink>
              );
            })}
          </div>
        </Dropdown>
        {signedIn ? <NotificationBell count={unreadCount} onOpen={onOpenNotifications} /> : null}
        <Dropdown
          {...menu(USER_MENU_ID)}
          trigger={
            <button
              type="button"
              className={user ? 'user-trigger' : 'icon-button'}
              data-nav-id={USER_MENU_ID}
            >
              <UserTriggerContent user={user} />
            </button>
          }
        >
          {user ? (
            <>
              <p className="menu-heading">
                Signed in as <strong>{user.username}</strong>
              </p>
              <MenuLink to="/profile">Profile</MenuLink>
              <MenuLink to="/messages">Messages</MenuLink>
              {isAdmin ? <MenuLink to="/admin">Admin Panel</MenuLink> : null}
              <MenuSeparator />
              <AvailabilityChoices />
              <MenuSeparator />
              <ThemeChoices />
              <MenuSeparator />
              <MenuLink to="/notification-settings">Notification Settings</MenuLink>
              <MenuSeparator />
              <MenuAction onSelect={signOut}>Logout</MenuAction>
            </>
          ) : (
            <>
              <MenuLink to="/login">Login</MenuLink>
              <MenuLink to="/signup">Sign Up</MenuLink>
              <MenuSeparator />
              <ThemeChoices />
            </>
          )}
        </Dropdown>
      </div>
    </>
  );
}
