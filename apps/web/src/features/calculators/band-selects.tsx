import type { BandColor } from '@electrobench/electronics/resistor-colors';
import { bandLabel, colorsFor, describeColor, type BandRole } from './band-roles';
import { BAND_FILL } from './resistor-drawing';

interface BandSelectsProps {
  roles: readonly BandRole[];
  bands: readonly BandColor[];
  onChange: (bands: BandColor[]) => void;
}

/** One select per band, offering only the colours that mean something in that position. */
export function BandSelects({ roles, bands, onChange }: BandSelectsProps) {
  return (
    <div className="calc-bands">
      {roles.map((role, index) => {
        const id = `band-${index + 1}`;
        const current = bands[index] ?? 'black';
        return (
          <div className="field" key={id}>
            <label className="field-label" htmlFor={id}>
              {bandLabel(roles, index)}
            </label>
            <div className="calc-band-row">
              <span className="calc-swatch" style={{ background: BAND_FILL[current] }} aria-hidden="true" />
              <select
                id={id}
                className="input"
                value={current}
                onChange={(event) => {
                  const next = [...bands];
                  const chosen = colorsFor(role).find((c) => c === event.target.value);
                  if (chosen) next[index] = chosen;
                  onChange(next);
                }}
              >
                {colorsFor(role).map((color) => (
                  <option key={color} value={color}>
                    {describeColor(color, role)}
                  </option>
                ))}
              </select>
            </div>
          </div>
        );
      })}
    </div>
  );
}
