import { useId } from 'react';

interface ChoiceGroupProps<T extends string> {
  legend: string;
  name: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
}

/** A row of radio buttons styled as a segmented control; arrow keys move between options. */
export function ChoiceGroup<T extends string>({
  legend,
  name,
  value,
  options,
  onChange,
}: ChoiceGroupProps<T>) {
  const id = useId();
  return (
    <fieldset className="calc-choice">
      <legend className="field-label">{legend}</legend>
      <div className="calc-choice-options">
        {options.map((option) => (
          <label key={option.value} className="calc-choice-option" htmlFor={`${id}-${option.value}`}>
            <input
              type="radio"
              id={`${id}-${option.value}`}
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Narrows a URL value to one of the allowed choices, else the first. */
export function pick<T extends string>(value: string, allowed: readonly T[]): T {
  return allowed.find((item) => item === value) ?? (allowed[0] as T);
}
