import type { Availability } from './use-availability';

const TEXT: Record<'email' | 'username', Record<Exclude<Availability, 'idle'>, string>> = {
  username: {
    checking: 'Checking whether this username is free…',
    available: 'This username is available.',
    taken: 'This username is already taken.',
    unknown: 'Could not check this username right now.',
  },
  email: {
    checking: 'Checking this email address…',
    available: 'No account uses this email yet.',
    taken: 'An account with this email already exists.',
    unknown: 'Could not check this email right now.',
  },
};

/** Live availability text under a signup field; announced politely as it changes. */
export function AvailabilityHint({ kind, state }: { kind: 'email' | 'username'; state: Availability }) {
  const text = state === 'idle' ? '' : TEXT[kind][state];
  const tone = state === 'available' ? 'field-ok' : state === 'taken' ? 'field-bad' : undefined;
  return (
    <span className={tone} aria-live="polite">
      {text}
    </span>
  );
}
