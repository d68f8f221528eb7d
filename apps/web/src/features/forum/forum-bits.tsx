import { Link } from 'react-router';
import { formatDateTime, formatRelative } from '../../lib/dates';

const ICON_PATHS = {
  lock: 'M6 11h12v9H6zM8 11V8a4 4 0 0 1 8 0v3',
  pin: 'M9 4h6l-1 6 3 3H7l3-3zM12 13v7',
  check: 'M5 12l5 5 9-10',
  poll: 'M5 20V10M12 20V4M19 20v-7',
  up: 'M12 5l7 9H5z',
  down: 'M12 19l-7-9h14z',
  grip: 'M9 6h.01M15 6h.01M9 12h.01M15 12h.01M9 18h.01M15 18h.01',
} as const;

/** A small line icon; always decorative, so the text next to it carries the meaning. */
export function ForumIcon({ name }: { name: keyof typeof ICON_PATHS }) {
  return (
    <svg
      className="forum-icon"
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={ICON_PATHS[name]} />
    </svg>
  );
}

/** Sticky, locked, solved and poll flags of a thread, each as an icon with its word. */
export function ThreadFlags(props: { sticky: boolean; locked: boolean; solved: boolean; poll: boolean }) {
  const flags = [
    props.sticky && { key: 'sticky', icon: 'pin', text: 'Sticky' },
    props.locked && { key: 'locked', icon: 'lock', text: 'Locked' },
    props.solved && { key: 'solved', icon: 'check', text: 'Solved' },
    props.poll && { key: 'poll', icon: 'poll', text: 'Poll' },
  ].filter((flag) => flag !== false) as { key: string; icon: keyof typeof ICON_PATHS; text: string }[];
  if (flags.length === 0) return null;
  return (
    <span className="forum-flags">
      {flags.map((flag) => (
        <span key={flag.key} className="forum-flag" data-flag={flag.key}>
          <ForumIcon name={flag.icon} />
          {flag.text}
        </span>
      ))}
    </span>
  );
}

/** "3 hours ago", with the exact time on hover and for machines. */
export function Ago({ iso }: { iso: string }) {
  const relative = formatRelative(iso);
  if (!relative) return null;
  return (
    <time dateTime={iso} title={formatDateTime(iso)}>
      {relative}
    </time>
  );
}

export function MemberLink({ username }: { username: string }) {
  return (
    <Link className="forum-member" to={`/profile/${encodeURIComponent(username)}`}>
      {username}
    </Link>
  );
}

export interface Crumb {
  label: string;
  to?: string;
}

/** Forum › category › …; the last crumb is the current page. */
export function ForumCrumbs({ trail }: { trail: readonly Crumb[] }) {
  const all: Crumb[] = [{ label: 'Forum', to: '/forum' }, ...trail];
  return (
    <nav aria-label="Breadcrumb" className="forum-crumbs">
      <ol>
        {all.map((crumb, index) => (
          <li key={`${crumb.label}-${index}`}>
            {crumb.to && index < all.length - 1 ? (
              <Link to={crumb.to}>{crumb.label}</Link>
            ) : (
              <span aria-current="page">{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
