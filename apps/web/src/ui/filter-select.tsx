interface FilterSelectProps {
  id: string;
  label: string;
  value: string;
  /** The first choice, which clears the filter (value ''). */
  anyLabel: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}

/** A labelled select that narrows a result list; the empty choice means no filter. */
export function FilterSelect({ id, label, value, anyLabel, options, onChange }: FilterSelectProps) {
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <select id={id} className="input" value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
