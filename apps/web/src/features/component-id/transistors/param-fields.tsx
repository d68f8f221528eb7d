import type { TransistorParam } from '@electrobench/contracts/transistors';
import { parseValue, type UnitSymbol } from '@electrobench/electronics/units';

const SI_UNITS: Record<string, UnitSymbol> = { V: 'V', A: 'A', W: 'W', ohm: 'Ω' };

/**
 * A bound as typed ("60", "500m", "4k7") turned into the number the API wants, in the parameter's
 * own unit; SI prefixes are read for volts, amperes, watts and ohms.
 */
export function readBound(text: string, unit: string): { value: string } | { error: string } {
  const trimmed = text.trim();
  if (trimmed === '') return { value: '' };
  const si = SI_UNITS[unit];
  if (si) {
    const parsed = parseValue(trimmed, { expectedUnit: si });
    return parsed.ok ? { value: String(parsed.value) } : { error: parsed.error };
  }
  const n = Number(trimmed);
  return Number.isFinite(n) ? { value: String(n) } : { error: `Enter a number${unit ? ` in ${unit}` : ''}.` };
}

const unitText = (unit: string) => (unit === 'ohm' ? 'Ω' : unit);

interface RangeFieldsProps {
  param: TransistorParam;
  min: string;
  max: string;
  onChange: (bound: 'min' | 'max', value: string) => void;
}

/** Minimum and maximum of one numeric parameter, each with its own error text. */
export function RangeFields({ param, min, max, onChange }: RangeFieldsProps) {
  const unit = unitText(param.unit);
  return (
    <fieldset className="cid-range">
      <legend>
        {param.name}
        {unit ? ` (${unit})` : ''}
      </legend>
      {(['min', 'max'] as const).map((bound) => {
        const text = bound === 'min' ? min : max;
        const read = readBound(text, param.unit);
        const id = `${param.key}_${bound}`;
        return (
          <div key={bound} className="field">
            <label className="field-label" htmlFor={id}>
              {bound === 'min' ? 'at least' : 'at most'}
            </label>
            <input
              id={id}
              className="input"
              inputMode="decimal"
              value={text}
              onChange={(event) => onChange(bound, event.target.value)}
              aria-invalid={'error' in read ? true : undefined}
              aria-describedby={'error' in read ? `${id}-error` : undefined}
              title={param.description}
            />
            {'error' in read ? (
              <p id={`${id}-error`} className="field-error">
                {read.error}
              </p>
            ) : null}
          </div>
        );
      })}
    </fieldset>
  );
}
