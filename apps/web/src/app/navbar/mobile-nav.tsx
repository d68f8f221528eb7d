import { lazy, Suspense } from 'react';
import { NavLink } from 'react-router';
import { Drawer } from '../../ui/drawer';
import { APP_ITEMS, NAV_GROUPS, type AppItem } from './nav-items';

const WeatherWidget = lazy(() =>
  import('../../features/weather/weather-widget').then((m) => ({ default: m.WeatherWidget })),
);

interface MobileNavProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  signedIn: boolean;
  onLocked: (app: AppItem) => void;
}

/** The phone navigation: every link of the bar in a left drawer 85vw wide. */
export function MobileNav({ open, onOpenChange, signedIn, onLocked }: MobileNavProps) {
  const close = () => onOpenChange(false);
  return (
    <Drawer open={open} onOpenChange={onOpenChange} title="Navigation" side="left" width="85vw">
      <nav aria-label="Mobile">
        <ul className="drawer-links">
          <li>
            <NavLink to="/" end onClick={close}>
              Home
            </NavLink>
          </li>
          <li>
            <NavLink to="/forum" onClick={close}>
              Forum
            </NavLink>
          </li>
        </ul>
        {NAV_GROUPS.map((group) => (
          <section key={group.label} className="drawer-section" aria-label={group.label}>
            <h3 className="drawer-section-title">{group.label}</h3>
            <ul className="drawer-links">
              {group.items.map((item) => (
                <li key={item.to} className={item.sub ? 'drawer-link-sub' : undefined}>
                  <NavLink to={item.to} end onClick={close}>
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </section>
        ))}
        <section className="drawer-section" aria-label="Apps">
          <h3 className="drawer-section-title">Apps</h3>
          <ul className="drawer-links">
            {APP_ITEMS.map((app) => (
              <li key={app.to}>
                {app.membersOnly && !signedIn ? (
                  <button
                    type="button"
                    className="link-button"
                    onClick={() => {
                      close();
                      onLocked(app);
                    }}
                  >
                    {app.label}
                  </button>
                ) : (
                  <NavLink to={app.to} onClick={close}>
                    {app.label}
                  </NavLink>
                )}
              </li>
            ))}
          </ul>
        </section>
      </nav>
      <Suspense fallback={null}>
        <WeatherWidget placement="drawer" />
      </Suspense>
    </Drawer>
  );
}
