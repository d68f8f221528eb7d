import { ACCENTS, THEME_MODES, type ThemeMode } from '@electrobench/contracts/theme';
import { MenuChoice } from '../../ui/dropdown';
import { ACCENT_COLORS, ACCENT_LABELS } from '../../lib/theme/palette';
import { setThemeMode } from '../../lib/theme/theme-store';
import { useChooseAccent } from '../../lib/theme/use-choose-accent';
import { useTheme } from '../../lib/theme/use-theme';

const MODE_LABELS: Record<ThemeMode, string> = { dark: 'Dark', light: 'Light', system: 'System' };
const MODE_OPTIONS = THEME_MODES.map((mode) => ({ value: mode, label: MODE_LABELS[mode] }));

/** Mode and accent pickers laid out compactly, placed straight in the user menu. */
export function ThemeChoices() {
  const theme = useTheme();
  const chooseAccent = useChooseAccent();
  return (
    <>
      <MenuChoice
        label="Mode"
        value={theme.mode}
        options={MODE_OPTIONS}
        onChange={setThemeMode}
        columns={3}
      />
      <MenuChoice
        label="Accent"
        value={theme.accent}
        options={ACCENTS.map((accent) => ({
          value: accent,
          label: ACCENT_LABELS[accent],
          color: ACCENT_COLORS[accent][theme.resolved].accent,
        }))}
        onChange={(accent) => void chooseAccent(accent)}
        columns={2}
      />
    </>
  );
}
