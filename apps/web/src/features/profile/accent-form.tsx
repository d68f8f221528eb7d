import { ACCENTS } from '@electrobench/contracts/theme';
import type { CSSProperties } from 'react';
import { ACCENT_COLORS, ACCENT_LABELS } from '../../lib/theme/palette';
import { useChooseAccent } from '../../lib/theme/use-choose-accent';
import { useTheme } from '../../lib/theme/use-theme';

/** Accent picker; a choice applies at once and is saved to the profile. */
export function AccentForm() {
  const theme = useTheme();
  const chooseAccent = useChooseAccent();
  return (
    <section className="card" aria-labelledby="accent-title">
      <h2 id="accent-title">Accent colour</h2>
      <p className="muted">Used for links and buttons. It follows you to every device you log in on.</p>
      <fieldset className="accent-options">
        <legend className="visually-hidden">Accent colour</legend>
        {ACCENTS.map((accent) => (
          <label key={accent} className="accent-option">
            <input
              type="radio"
              name="accent"
              value={accent}
              checked={theme.accent === accent}
              onChange={() => void chooseAccent(accent)}
            />
            <span
              className="swatch"
              aria-hidden="true"
              style={{ '--swatch': ACCENT_COLORS[accent][theme.resolved].accent } as CSSProperties}
            />
            {ACCENT_LABELS[accent]}
          </label>
        ))}
      </fieldset>
    </section>
  );
}
