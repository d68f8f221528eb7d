import { useMemo } from 'react';
import { useTheme } from '../../lib/theme/use-theme';
import { tracePalette, type TracePalette } from './chart-theme';

/** Trace colours of the theme in use; a new function when the theme flips, so plots restyle. */
export function useTracePalette(): TracePalette {
  const { resolved } = useTheme();
  return useMemo(() => tracePalette(resolved), [resolved]);
}
