import { useId } from 'react';

interface SliderProps {
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  onChange: (value: number) => void;
  /** How the value reads, e.g. "12 V"; also what screen readers announce. */
  format: (value: number) => string;
}

/** A labelled range input with its value printed beside it; arrow keys step it. */
export function Slider({ label, value, min, max, step, onChange, format }: SliderProps) {
  const id = useId();
  return (
    <div className="edu-slider">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        aria-valuetext={format(value)}
        onChange={(event) => onChange(Number(event.target.value))}
      />
      <output htmlFor={id}>{format(value)}</output>
    </div>
  );
}
