import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange'> {
  label: string;
  name: string;
  value: string;
  onValueChange: (value: string) => void;
  /** Shown in red under the field and linked to it for assistive technology. */
  error?: string | undefined;
  /** Help or live status under the field (e.g. password rules, availability). */
  hint?: ReactNode;
  /** A control drawn inside the right end of the input (e.g. show password). */
  addon?: ReactNode;
}

export function TextField({
  label,
  name,
  value,
  onValueChange,
  error,
  hint,
  addon,
  ...inputProps
}: TextFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <div className="input-wrap">
        <input
          {...inputProps}
          id={id}
          name={name}
          className="input"
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        {addon}
      </div>
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
      {hint ? (
        <div id={hintId} className="field-hint">
          {hint}
        </div>
      ) : null}
    </div>
  );
}
