import { useState, type ComponentProps } from 'react';
import { TextField } from './text-field';

type PasswordFieldProps = Omit<ComponentProps<typeof TextField>, 'type' | 'addon'> & {
  autoComplete: 'current-password' | 'new-password';
};

/** A password input with a button that shows the typed characters. */
export function PasswordField(props: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      addon={
        <button type="button" className="input-addon" onClick={() => setVisible((shown) => !shown)}>
          {visible ? 'Hide' : 'Show'}
          <span className="visually-hidden"> {props.label.toLowerCase()}</span>
        </button>
      }
    />
  );
}
