import { ACCENTS, THEME_MODES } from '@electrobench/contracts/theme';
import type { CSSProperties } from 'react';
import { ACCENT_LABELS, themeVariables, type ResolvedMode } from '../../lib/theme/palette';
import { setThemeMode } from '../../lib/theme/theme-store';
import { useChooseAccent } from '../../lib/theme/use-choose-accent';
import { useTheme } from '../../lib/theme/use-theme';

const MODES_SHOWN: readonly ResolvedMode[] = ['dark', 'light'];

/** Every accent in both modes side by side, each sample painted with that theme's own variables. */
function AccentMatrix() {
  return (
    <div className="sg-matrix">
      {MODES_SHOWN.map((mode) =>
        ACCENTS.map((accent) => (
          <div
            key={`${mode}-${accent}`}
            className="sg-sample"
            style={themeVariables(mode, accent) as CSSProperties}
            data-testid={`sample-${mode}-${accent}`}
          >
            <p className="sg-sample-title">
              {ACCENT_LABELS[accent]} <span className="muted">· {mode}</span>
            </p>
            <p>
              Body text with <a href="#theme">a link</a> and <span className="muted">muted text</span>.
            </p>
            <span className="btn btn-primary btn-small">Primary</span>
          </div>
        )),
      )}
    </div>
  );
}

export function ThemeSection() {
  const theme = useTheme();
  const chooseAccent = useChooseAccent();
  return (
    <section aria-labelledby="theme" className="sg-section">
      <h2 id="theme">Theme</h2>
      <div className="sg-row">
        <fieldset className="sg-choices">
          <legend>Mode</legend>
          {THEME_MODES.map((mode) => (
            <label key={mode}>
              <input
                type="radio"
                name="sg-mode"
                checked={theme.mode === mode}
                onChange={() => setThemeMode(mode)}
              />{' '}
              {mode}
            </label>
          ))}
        </fieldset>
        <fieldset className="sg-choices">
          <legend>Accent</legend>
          {ACCENTS.map((accent) => (
            <label key={accent}>
              <input
                type="radio"
                name="sg-accent"
                checked={theme.accent === accent}
                onChange={() => void chooseAccent(accent)}
              />{' '}
              {ACCENT_LABELS[accent]} ({accent})
            </label>
          ))}
        </fieldset>
      </div>
      <h3>All accents in both modes</h3>
      <AccentMatrix />
    </section>
  );
}
