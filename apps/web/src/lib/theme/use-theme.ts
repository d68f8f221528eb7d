import { useSyncExternalStore } from 'react';
import { getThemeState, subscribeTheme, type ThemeState } from './theme-store';

export function useTheme(): ThemeState {
  return useSyncExternalStore(subscribeTheme, getThemeState, getThemeState);
}
