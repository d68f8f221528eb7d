import type { ReactNode } from 'react';
import { TextField } from '../../ui/text-field';
import { readPlainNumber } from './quantity';

interface NumberFieldProps {
  label: string;
  name: string;
  value: string;
  onValueChange: (value: string) => void;
  hint?: ReactNode;
}

/** A plain number (a count, a percentage), with the reason shown when it cannot be read. */
export function NumberField({ label, name, value, onValueChange, hint }: NumberFieldProps) {
  const reading = readPlainNumber(value, label);
  return (
    <TextField
      label={label}
      name={name}
      value={value}
      onValueChange={onValueChange}
      error={reading.state === 'bad' ? reading.error : undefined}
      hint={hint}
      inputMode="decimal"
      autoComplete="off"
      enterKeyHint="done"
    />
  );
}
