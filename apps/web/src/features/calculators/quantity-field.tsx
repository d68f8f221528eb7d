import type { UnitSymbol } from '@electrobench/electronics/units';
import type { ReactNode } from 'react';
import { TextField } from '../../ui/text-field';
import { readQuantity, si } from './quantity';

interface QuantityFieldProps {
  label: string;
  name: string;
  value: string;
  onValueChange: (value: string) => void;
  unit?: UnitSymbol;
  placeholder?: string;
  hint?: ReactNode;
}

/**
 * A value typed in engineering notation. Under the field it says what it read ("= 4.7 kΩ") or,
 * in red, what it could not read and why.
 */
export function QuantityField({
  label,
  name,
  value,
  onValueChange,
  unit,
  placeholder,
  hint,
}: QuantityFieldProps) {
  const reading = readQuantity(value, unit);
  const echo =
    reading.state === 'ok' ? <span className="calc-echo">= {si(reading.value, unit ?? '')}</span> : null;
  return (
    <TextField
      label={unit ? `${label} (${unit})` : label}
      name={name}
      value={value}
      onValueChange={onValueChange}
      error={reading.state === 'bad' ? reading.error : undefined}
      hint={
        echo || hint ? (
          <>
            {echo}
            {echo && hint ? ' · ' : null}
            {hint}
          </>
        ) : undefined
      }
      placeholder={placeholder}
      autoComplete="off"
      autoCapitalize="off"
      spellCheck={false}
      enterKeyHint="done"
    />
  );
}
