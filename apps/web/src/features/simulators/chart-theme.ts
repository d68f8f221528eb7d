import type { ResolvedMode } from '../../lib/theme/palette';

/**
 * Trace colours per theme: bright ones read on the dark background, deeper shades of the same
 * hues on the light one.
 */
const PALETTES: Record<ResolvedMode, readonly string[]> = {
  dark: ['#f0b429', '#4cc9f0', '#f15bb5', '#7bd389', '#b388ff', '#ff8c42'],
  light: ['#b45309', '#0369a1', '#be185d', '#15803d', '#6d28d9', '#c2410c'],
};

export type TracePalette = (index: number) => string;

export function tracePalette(mode: ResolvedMode): TracePalette {
  const colors = PALETTES[mode];
  return (index) => colors[index % colors.length] ?? '#808080';
}

export interface ChartTheme {
  text: string;
  grid: string;
  accent: string;
}

/** The current theme's colours, read when a chart is built. */
export function chartTheme(): ChartTheme {
  const style = getComputedStyle(document.documentElement);
  const read = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return {
    text: read('--muted', '#a9b4c2'),
    grid: read('--border', '#2f3a47'),
    accent: read('--accent', '#f0b429'),
  };
}
