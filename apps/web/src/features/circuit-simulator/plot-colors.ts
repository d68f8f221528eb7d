import { useMemo } from 'react';
import type { ResolvedMode } from '../../lib/theme/palette';
import { useTheme } from '../../lib/theme/use-theme';

// Trace hues chosen to stay apart from each other and readable on each background.
const TRACES: Record<ResolvedMode, readonly string[]> = {
  dark: ['#ffd166', '#5ec8f2', '#ef6f9f', '#8bd17c', '#c39bff', '#ff9f5a', '#e0e0e0'],
  light: ['#a15c00', '#0b6aa2', '#b3124f', '#2f7d1f', '#6237b8', '#b84a00', '#404040'],
};

export interface PlotColors {
  trace: (index: number) => string;
  text: string;
  grid: string;
  cursor: string;
  /** Changes when the theme does, so charts rebuild with the new colours. */
  key: string;
}

export function usePlotColors(): PlotColors {
  const { resolved, accent } = useTheme();
  return useMemo(() => {
    const style = getComputedStyle(document.documentElement);
    const read = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
    const list = TRACES[resolved];
    return {
      trace: (index: number) => list[index % list.length] ?? '#888888',
      text: read('--muted', resolved === 'dark' ? '#a9b4c2' : '#4a5563'),
      grid: read('--border', resolved === 'dark' ? '#2f3a47' : '#d4dae2'),
      cursor: read('--accent', '#f0b429'),
      key: `${resolved}-${accent}`,
    };
  }, [resolved, accent]);
}
