import type { ReactNode } from 'react';

export type AlertVariant = 'info' | 'success' | 'warning' | 'danger';

interface AlertProps {
  variant?: AlertVariant;
  title?: string;
  children?: ReactNode;
}

/** A message box in the page flow. Danger and warning are announced at once (role alert). */
export function Alert({ variant = 'info', title, children }: AlertProps) {
  const urgent = variant === 'danger' || variant === 'warning';
  return (
    <div className="alert" data-variant={variant} role={urgent ? 'alert' : 'status'}>
      {title ? <p className="alert-title">{title}</p> : null}
      {children ? <div className="alert-body">{children}</div> : null}
    </div>
  );
}
