import type { AppItem } from './nav-items';

/** What both versions of the navigation bar controls (plain and interactive) need. */
export interface ControlsProps {
  signedIn: boolean;
  unreadCount: number;
  onOpenNotifications: () => void;
  onLocked: (app: AppItem) => void;
  onMenuOpenChange: (menuId: string, open: boolean) => void;
}

export const APPS_MENU_ID = 'apps';
export const USER_MENU_ID = 'user';
export const groupMenuId = (label: string) => `group-${label.toLowerCase().replace(/\W+/g, '-')}`;
