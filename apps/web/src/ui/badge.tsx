import { BADGE_MAX } from '@electrobench/contracts/limits';
import type { ReactNode } from 'react';

export type BadgeVariant = 'neutral' | 'accent' | 'success' | 'warning' | 'danger';

/** Counts above the maximum read e.g. '99+'. */
export function formatBadgeCount(count: number, max: number = BADGE_MAX): string {
  return count > max ? `${max}+` : String(Math.max(0, Math.floor(count)));
}

export function Badge({ variant = 'neutral', children }: { variant?: BadgeVariant; children: ReactNode }) {
  return (
    <span className="badge" data-variant={variant}>
      {children}
    </span>
  );
}
