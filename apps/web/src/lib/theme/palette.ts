import type { Accent } from '@electrobench/contracts/theme';

export type ResolvedMode = 'dark' | 'light';

/** Surface and text colours of each mode; every text colour keeps WCAG AA (4.5:1) on every surface. */
export const MODE_COLORS: Record<ResolvedMode, Record<string, string>> = {
  dark: {
    bg: '#0f1318',
    surface: '#171c23',
    'surface-2': '#1f2630',
    text: '#e8edf3',
    muted: '#a9b4c2',
    border: '#2f3a47',
    'control-border': '#6b7a8c',
    danger: '#ff8f8f',
    success: '#6fdc8c',
    warning: '#f5c451',
    info: '#7cc4ff',
    overlay: 'rgb(5 8 12 / 0.72)',
    shadow: '0 8px 24px rgb(0 0 0 / 0.45)',
  },
  light: {
    bg: '#f4f6f9',
    surface: '#ffffff',
    'surface-2': '#e9edf2',
    text: '#1b2027',
    muted: '#4a5563',
    border: '#cfd6de',
    'control-border': '#707b8a',
    danger: '#b42318',
    success: '#17703a',
    warning: '#855400',
    info: '#0b5cb5',
    overlay: 'rgb(15 20 26 / 0.5)',
    shadow: '0 8px 24px rgb(15 20 26 / 0.18)',
  },
};

interface AccentColors {
  /** Links, focus rings and outlines on the page surfaces. */
  accent: string;
  /** Text on a filled accent background (primary buttons). */
  onAccent: string;
}

const ON_DARK_ACCENT = '#0f1318';
const ON_LIGHT_ACCENT = '#ffffff';

function pair(dark: string, light: string): Record<ResolvedMode, AccentColors> {
  return {
    dark: { accent: dark, onAccent: ON_DARK_ACCENT },
    light: { accent: light, onAccent: ON_LIGHT_ACCENT },
  };
}

/**
 * Each accent has a light tint for dark mode and a deep shade for light mode so links and buttons
 * stay readable in both. 'auto' picks the mode's own accent (amber on dark, blue on light);
 * 'default' is the ElectroBench blue in both modes.
 */
export const ACCENT_COLORS: Record<Accent, Record<ResolvedMode, AccentColors>> = {
  auto: pair('#f0b429', '#0b5cb5'),
  default: pair('#6cb4ff', '#0b5cb5'),
  alt1: pair('#4ade80', '#17703a'),
  alt2: pair('#c4a5ff', '#6d3fc9'),
  alt3: pair('#ffa260', '#a3480a'),
  alt4: pair('#ff8fab', '#b3244f'),
  alt5: pair('#2dd4bf', '#0f6e66'),
  alt6: pair('#fbbf24', '#855400'),
};

export const ACCENT_LABELS: Record<Accent, string> = {
  auto: 'Auto',
  default: 'Default',
  alt1: 'Green',
  alt2: 'Violet',
  alt3: 'Orange',
  alt4: 'Rose',
  alt5: 'Teal',
  alt6: 'Amber',
};

/** The CSS custom properties of one mode and accent, as set on <html>. */
export function themeVariables(mode: ResolvedMode, accent: Accent): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const [name, value] of Object.entries(MODE_COLORS[mode])) variables[`--${name}`] = value;
  const colors = ACCENT_COLORS[accent][mode];
  variables['--accent'] = colors.accent;
  variables['--on-accent'] = colors.onAccent;
  return variables;
}
