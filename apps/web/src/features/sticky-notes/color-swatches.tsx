import { STICKY_COLORS, type StickyColor } from '@electrobench/contracts/sticky-notes';
import { useId } from 'react';

const NAMES: Record<StickyColor, string> = {
  yellow: 'Yellow',
  pink: 'Pink',
  blue: 'Blue',
  green: 'Green',
  orange: 'Orange',
  purple: 'Purple',
};

/** The contract's palette as a radio group (arrow keys move between colours). */
export function ColorSwatches({
  value,
  onChange,
  label = 'Colour',
}: {
  value: StickyColor;
  onChange: (color: StickyColor) => void;
  label?: string;
}) {
  const name = useId();
  return (
    <fieldset className="sticky-swatches">
      <legend className="visually-hidden">{label}</legend>
      {STICKY_COLORS.map((color) => (
        <label key={color} className="sticky-swatch" data-color={color} title={NAMES[color]}>
          <input
            type="radio"
            name={name}
            value={color}
            checked={value === color}
            onChange={() => onChange(color)}
          />
          <span className="visually-hidden">{NAMES[color]}</span>
        </label>
      ))}
    </fieldset>
  );
}
