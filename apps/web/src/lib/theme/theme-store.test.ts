import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@electrobench/contracts/theme';
import { ACCENT_COLORS } from './palette';
import { getThemeState, setThemeAccent, setThemeMode, startTheme } from './theme-store';

// jsdom has no matchMedia: a controllable stand-in for the OS colour-scheme preference.
function fakeColorScheme(initiallyDark: boolean) {
  const listeners = new Set<() => void>();
  const media = {
    matches: initiallyDark,
    addEventListener: (_: string, l: () => void) => listeners.add(l),
    removeEventListener: (_: string, l: () => void) => listeners.delete(l),
  };
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => media),
  );
  return (dark: boolean) => {
    media.matches = dark;
    for (const l of listeners) l();
  };
}

const html = () => document.documentElement;
let stop: () => void = () => undefined;
beforeEach(() => fakeColorScheme(true));
afterEach(() => {
  stop();
  vi.unstubAllGlobals();
});

describe('theme preferences', () => {
  it('defaults to dark mode with the auto accent', () => {
    stop = startTheme();
    expect(getThemeState()).toEqual({ mode: 'dark', accent: 'auto', resolved: 'dark' });
    expect(html().dataset.theme).toBe('dark');
    expect(html().style.getPropertyValue('--accent')).toBe(ACCENT_COLORS.auto.dark.accent);
  });

  it('applies stored values and ignores invalid ones', () => {
    localStorage.setItem(STORAGE_KEYS.themeMode, 'light');
    localStorage.setItem(STORAGE_KEYS.themeAccent, 'neon');
    stop = startTheme();
    expect(getThemeState()).toMatchObject({ mode: 'light', accent: 'auto' });
    stop();
    localStorage.setItem(STORAGE_KEYS.themeMode, 'sepia');
    localStorage.setItem(STORAGE_KEYS.themeAccent, 'alt3');
    stop = startTheme();
    expect(getThemeState()).toMatchObject({ mode: 'dark', accent: 'alt3' });
  });

  it('stores choices and sets the accent colours of the mode shown', () => {
    stop = startTheme();
    setThemeMode('light');
    setThemeAccent('alt2');
    expect(localStorage.getItem(STORAGE_KEYS.themeMode)).toBe('light');
    expect(localStorage.getItem(STORAGE_KEYS.themeAccent)).toBe('alt2');
    expect(html().dataset.theme).toBe('light');
    expect(html().dataset.accent).toBe('alt2');
    expect(html().style.getPropertyValue('--accent')).toBe(ACCENT_COLORS.alt2.light.accent);
  });

  it('follows the OS preference live in system mode only', () => {
    const setOsDark = fakeColorScheme(false);
    stop = startTheme();
    setThemeMode('system');
    expect(html().dataset.theme).toBe('light');
    setOsDark(true);
    expect(html().dataset.theme).toBe('dark');
    setThemeMode('light');
    setOsDark(false);
    setOsDark(true);
    expect(html().dataset.theme).toBe('light');
  });
});
