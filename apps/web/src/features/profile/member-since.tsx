import { formatDay, formatRelative } from '../../lib/dates';

/** "Mar 12, 2024 (3 months ago)" with a machine-readable date. */
export function MemberSince({ iso }: { iso: string }) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return (
    <time dateTime={iso}>
      {formatDay(date)} ({formatRelative(date)})
    </time>
  );
}
