// Business constants from SPEC section 9, shared by the server and the web app.
export const APP_VERSION = 'v2.2';
export const PRODUCT_NAME = 'ElectroBench';
export const COPYRIGHT_START_YEAR = 2023;

export const PAGE_SIZE = {
  forum: 20,
  userLists: 20,
  smdSearch: 24,
  notifications: 15,
  reminders: 15,
  dmConversations: 25,
  dmMessages: 50,
  adminTickets: 100,
  leaderboard: 10,
  userSearch: 10,
  notificationDrawer: 30,
  eventNotificationRefresh: 10,
  transistorLookup: 5,
  /**
   * Not in the SPEC: diode and fuse code lists, a page like SMD search's 24 (50 rows with their copy
   * buttons and report links cost a phone about 250 ms of blocked main thread to draw).
   */
  markings: 24,
  /** Not in the SPEC: optocoupler lists that people scan by eye. */
  optoSearch: 50,
  /** Not in the SPEC: IC logo makers per page (the answer holds them all; the page shows a slice). */
  icLogos: 24,
} as const;

export const VERIFICATION_TOKEN_HOURS = 48;
export const PASSWORD_RESET_TOKEN_MINUTES = 60;
export const EMAIL_CHANGE_TOKEN_HOURS = 24;
export const ACCESS_TOKEN_MAX_MINUTES = 15;

export const TOAST = {
  defaultMs: 5000,
  maxShown: 5,
  reminderMs: 10_000,
  signupMs: 10_000,
  logoutWarningMs: 7000,
  loginMs: 5000,
  enterDelayMs: 50,
  exitMs: 300,
} as const;

export const POLL_INTERVAL_MS = 300_000;
export const SOCKET_RECONNECT = { attempts: 5, delayMs: 5000 } as const;
export const SOUND_VOLUME = 0.7;
export const GEOLOCATION = { timeoutMs: 10_000, maximumAgeMs: 600_000, enableHighAccuracy: false } as const;
export const NAVBAR_SCROLL = {
  scrolledAt: 50,
  hideAfter: 120,
  downTrigger: 12,
  upTrigger: 6,
  repositionDebounceMs: 50,
} as const;
export const BADGE_MAX = 99;
export const PREVIEW_LENGTH = { reminder: 50, unknownType: 100, reminderToast: 100 } as const;
export const QUERY_GC_MS = 60_000;
export const REMINDER_DUE_FORMAT = 'MMM d, h:mm a';

export const PROFILE_IMAGE = {
  maxBytes: 2 * 1024 * 1024,
  sizePx: 256,
  maxSidePx: 4096,
  types: ['image/png', 'image/jpeg', 'image/webp'],
} as const;
export const BODY_LIMIT_BYTES = 1024 * 1024;
