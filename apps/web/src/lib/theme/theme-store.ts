import {
  STORAGE_KEYS,
  isAccent,
  isThemeMode,
  type Accent,
  type ThemeMode,
} from '@electrobench/contracts/theme';
import { readStorage, writeStorage } from '../storage';
import { themeVariables, type ResolvedMode } from './palette';

export interface ThemeState {
  mode: ThemeMode;
  accent: Accent;
  /** The mode actually shown: 'system' resolved through the OS preference. */
  resolved: ResolvedMode;
}

const DEFAULT_MODE: ThemeMode = 'dark';
const DEFAULT_ACCENT: Accent = 'auto';
const DARK_QUERY = '(prefers-color-scheme: dark)';

let state: ThemeState = { mode: DEFAULT_MODE, accent: DEFAULT_ACCENT, resolved: 'dark' };
const listeners = new Set<() => void>();

function systemPrefersDark(): boolean {
  return typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY).matches : true;
}

function resolve(mode: ThemeMode): ResolvedMode {
  if (mode === 'system') return systemPrefersDark() ? 'dark' : 'light';
  return mode;
}

function applyToDocument(next: ThemeState): void {
  const root = document.documentElement;
  root.dataset.theme = next.resolved;
  root.dataset.accent = next.accent;
  root.style.colorScheme = next.resolved;
  for (const [name, value] of Object.entries(themeVariables(next.resolved, next.accent))) {
    root.style.setProperty(name, value);
  }
  document
    .querySelector('meta[name="theme-color"]')
    ?.setAttribute('content', root.style.getPropertyValue('--bg'));
}

function update(mode: ThemeMode, accent: Accent): void {
  state = { mode, accent, resolved: resolve(mode) };
  applyToDocument(state);
  for (const listener of listeners) listener();
}

export function getThemeState(): ThemeState {
  return state;
}

export function subscribeTheme(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function setThemeMode(mode: ThemeMode): void {
  writeStorage(STORAGE_KEYS.themeMode, mode);
  update(mode, state.accent);
}

export function setThemeAccent(accent: Accent): void {
  writeStorage(STORAGE_KEYS.themeAccent, accent);
  update(state.mode, accent);
}

/**
 * Applies the stored preferences (values outside the allowed lists are ignored) and follows the OS
 * colour scheme live while the mode is 'system'. Returns a function that stops following it.
 */
export function startTheme(): () => void {
  const storedMode = readStorage(STORAGE_KEYS.themeMode);
  const storedAccent = readStorage(STORAGE_KEYS.themeAccent);
  update(
    isThemeMode(storedMode) ? storedMode : DEFAULT_MODE,
    isAccent(storedAccent) ? storedAccent : DEFAULT_ACCENT,
  );
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(DARK_QUERY);
  const onChange = () => {
    if (state.mode === 'system') update(state.mode, state.accent);
  };
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}
