export const THEME_MODES = ['dark', 'light', 'system'] as const;
export type ThemeMode = (typeof THEME_MODES)[number];
export const ACCENTS = ['auto', 'default', 'alt1', 'alt2', 'alt3', 'alt4', 'alt5', 'alt6'] as const;
export type Accent = (typeof ACCENTS)[number];

export const STORAGE_KEYS = {
  themeMode: 'ui-theme-mode',
  themeAccent: 'ui-theme-accent',
  availability: 'availabilityStatus_v1',
  accessToken: 'eb-access-token',
} as const;

export function isThemeMode(value: unknown): value is ThemeMode {
  return typeof value === 'string' && (THEME_MODES as readonly string[]).includes(value);
}
export function isAccent(value: unknown): value is Accent {
  return typeof value === 'string' && (ACCENTS as readonly string[]).includes(value);
}
