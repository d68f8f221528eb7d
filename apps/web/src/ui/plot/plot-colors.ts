import { useMemo } from 'react';
import type { ResolvedMode } from '../../lib/theme/palette';
import { useTheme } from '../../lib/theme/use-theme';

// Trace hues chosen to stay apart from each other and readable on each background: bright on the
// dark theme, deeper shades of the same hues on the light one.
const TRACES: Record<ResolvedMode, readonly string[]> = {
  dark: ['#ffd166', '#5ec8f2', '#ef6f9f', '#8bd17c', '#c39bff', '#ff9f5a', '#e0e0e0'],
  light: ['#a15c00', '#0b6aa2', '#b3124f', '#2f7d1f', '#6237b8', '#b84a00', '#404040'],
};

export type TracePalette = (index: number) => string;

export interface PlotColors {
  trace: TracePalette;
  text: string;
  grid: string;
  /** The theme accent: the main trace of a single-trace chart and the measurement cursors. */
  accent: string;
  /** Changes when the theme does, so charts rebuild with the new colours. */
  key: string;
}

export function tracePalette(mode: ResolvedMode): TracePalette {
  const list = TRACES[mode];
  return (index) => list[index % list.length] ?? '#888888';
}

/** The chart colours of the theme in use, read from its CSS variables. */
export function usePlotColors(): PlotColors {
  const { resolved, accent } = useTheme();
  return useMemo(() => {
    const style = getComputedStyle(document.documentElement);
    const read = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
    return {
      trace: tracePalette(resolved),
      text: read('--muted', resolved === 'dark' ? '#a9b4c2' : '#4a5563'),
      grid: read('--border', resolved === 'dark' ? '#2f3a47' : '#d4dae2'),
      accent: read('--accent', '#f0b429'),
      key: `${resolved}-${accent}`,
    };
  }, [resolved, accent]);
}
