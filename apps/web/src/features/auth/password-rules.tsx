import { PASSWORD_MAX, PASSWORD_MIN } from '@electrobench/contracts/auth';
import type { ReactNode } from 'react';

function Rule({ met, children }: { met: boolean; children: ReactNode }) {
  return (
    <li data-met={met}>
      {children}
      {met ? <span className="visually-hidden"> (met)</span> : null}
    </li>
  );
}

/** The password rules of the server, ticked off as the user types. */
export function PasswordRules({ password }: { password: string }) {
  return (
    <ul className="rules">
      <Rule met={password.length >= PASSWORD_MIN}>At least {PASSWORD_MIN} characters</Rule>
      <Rule met={password.length > 0 && password.length <= PASSWORD_MAX}>
        At most {PASSWORD_MAX} characters
      </Rule>
      <li>Not a commonly used password (checked when you submit)</li>
    </ul>
  );
}
