import { formatSi } from '@electrobench/electronics/units';
import { useId } from 'react';

interface SliderFieldProps {
  label: string;
  value: number;
  min: number;
  max: number;
  unit: string;
  onChange: (value: number) => void;
  /** Logarithmic travel for knobs that span decades (resistance, frequency). */
  scale?: 'linear' | 'log';
  /** Linear step; log sliders move in 1/240 of their travel. */
  step?: number;
  /** Display text; engineering notation with the unit by default. */
  format?: (value: number) => string;
}

const LOG_STEPS = 240;

/** A labelled range input whose current value is shown beside it and announced in words. */
export function SliderField({
  label,
  value,
  min,
  max,
  unit,
  onChange,
  scale = 'linear',
  step,
  format,
}: SliderFieldProps) {
  const id = useId();
  const text = format ? format(value) : formatSi(value, unit);
  const log = scale === 'log';
  const position = log ? (Math.log(value / min) / Math.log(max / min)) * LOG_STEPS : value;
  const fromPosition = (p: number) => {
    if (!log) return p;
    return Number((min * (max / min) ** (p / LOG_STEPS)).toPrecision(3));
  };
  return (
    <div className="sim-slider">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <output className="sim-slider-value" htmlFor={id}>
        {text}
      </output>
      <input
        id={id}
        type="range"
        min={log ? 0 : min}
        max={log ? LOG_STEPS : max}
        step={log ? 1 : (step ?? (max - min) / 200)}
        value={position}
        aria-valuetext={text}
        onChange={(event) => onChange(fromPosition(Number(event.target.value)))}
      />
    </div>
  );
}
