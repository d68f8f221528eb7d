import { PRODUCT_NAME } from '@electrobench/contracts/limits';
import { lazy, Suspense, useCallback, useRef, useState, type ComponentType } from 'react';
import { Link, useLocation } from 'react-router';
import { useAuth } from '../../lib/auth/use-auth';
import { useNotificationLive } from '../../features/notifications/use-notification-live';
import type { InteractiveControls } from './controls';
import type { ControlsProps } from './controls-props';
import { Icon } from './icons';
import type { AppItem } from './nav-items';
import { PlainControls } from './plain-controls';
import { useNavbarScroll } from './use-navbar-scroll';
import './navbar.css';

// Menus and dialogs (Radix) load on first use so the first download of every page stays small.
type InteractiveControlsType = typeof InteractiveControls;
let controlsModule: Promise<InteractiveControlsType> | null = null;
function loadControls(): Promise<InteractiveControlsType> {
  controlsModule ??= import('./controls').then((m) => m.InteractiveControls);
  return controlsModule;
}
const MobileNav = lazy(() => import('./mobile-nav').then((m) => ({ default: m.MobileNav })));
const WeatherWidget = lazy(() =>
  import('../../features/weather/weather-widget').then((m) => ({ default: m.WeatherWidget })),
);
const UnlockDialog = lazy(() => import('./unlock-dialog').then((m) => ({ default: m.UnlockDialog })));
const NotificationCenter = lazy(() =>
  import('../../features/notifications/notification-center').then((m) => ({ default: m.NotificationCenter })),
);

export function Navbar() {
  const { status } = useAuth();
  const signedIn = status === 'authenticated';
  const location = useLocation();
  const unread = useNotificationLive(signedIn);

  // The plain buttons are swapped for the real menus only once their code has arrived, so a click
  // that is under way never lands on a button that is being replaced.
  const [Controls, setControls] = useState<ComponentType<Parameters<InteractiveControlsType>[0]> | null>(
    null,
  );
  const wantMenus = useCallback(() => {
    void loadControls().then((component) => setControls(() => component));
  }, []);
  const [openFirst, setOpenFirst] = useState<string | null>(null);
  const [focusFirst, setFocusFirst] = useState<string | null>(null);
  const [openMenus, setOpenMenus] = useState<ReadonlySet<string>>(new Set());
  const [drawerOpen, setDrawerOpen] = useState(false);
  const burgerRef = useRef<HTMLButtonElement>(null);
  // The drawer unmounts as it closes, so focus is handed back to its button explicitly.
  const changeDrawer = (open: boolean) => {
    setDrawerOpen(open);
    if (!open) requestAnimationFrame(() => burgerRef.current?.focus());
  };
  const [notificationsOpen, setNotificationsOpen] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [lockedApp, setLockedApp] = useState<AppItem | null>(null);

  const onMenuOpenChange = useCallback((menuId: string, open: boolean) => {
    setOpenMenus((current) => {
      const next = new Set(current);
      if (open) next.add(menuId);
      else next.delete(menuId);
      return next;
    });
  }, []);

  const locked = openMenus.size > 0 || drawerOpen || notificationsOpen || hovered || lockedApp !== null;
  const { scrolled, hidden } = useNavbarScroll(locked, location.key);

  const controls: ControlsProps = {
    signedIn,
    unreadCount: unread.count,
    onOpenNotifications: () => setNotificationsOpen(true),
    onLocked: setLockedApp,
    onMenuOpenChange,
  };
  const plain = (
    <PlainControls
      {...controls}
      onTrigger={(menuId) => {
        wantMenus();
        setOpenFirst(menuId);
        onMenuOpenChange(menuId, true);
      }}
    />
  );

  return (
    <>
      <header
        className="navbar"
        data-scrolled={scrolled || undefined}
        data-hidden={hidden || undefined}
        onPointerEnter={() => {
          setHovered(true);
          wantMenus();
        }}
        onPointerLeave={() => setHovered(false)}
        onTouchStart={wantMenus}
        onFocus={(event) => {
          wantMenus();
          const menuId = event.target.getAttribute('data-nav-id');
          if (menuId) setFocusFirst(menuId);
        }}
      >
        <div className="navbar-inner">
          <button
            ref={burgerRef}
            type="button"
            className="icon-button navbar-burger"
            aria-label="Open navigation"
            onClick={() => setDrawerOpen(true)}
          >
            <Icon name="menu" />
          </button>
          <Link to="/" className="brand" aria-label={`${PRODUCT_NAME} home`}>
            <span className="brand-mark" aria-hidden="true" />
            {PRODUCT_NAME}
          </Link>
          {Controls ? <Controls {...controls} openFirst={openFirst} focusFirst={focusFirst} /> : plain}
          <Suspense fallback={<span className="navbar-weather-slot" />}>
            <WeatherWidget />
          </Suspense>
        </div>
      </header>
      <Suspense fallback={null}>
        {drawerOpen ? (
          <MobileNav open onOpenChange={changeDrawer} signedIn={signedIn} onLocked={setLockedApp} />
        ) : null}
        {notificationsOpen ? (
          <NotificationCenter
            open
            onOpenChange={setNotificationsOpen}
            errorText={unread.socketError ?? unread.errorText}
            refreshCount={unread.refresh}
            received={unread.received}
          />
        ) : null}
        {lockedApp ? <UnlockDialog feature={lockedApp} onClose={() => setLockedApp(null)} /> : null}
      </Suspense>
    </>
  );
}
