import { format, formatDistanceToNow } from 'date-fns';

/** "12 Mar 2024 (3 months ago)" with a machine-readable date. */
export function MemberSince({ iso }: { iso: string }) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return (
    <time dateTime={iso}>
      {format(date, 'd MMM yyyy')} ({formatDistanceToNow(date, { addSuffix: true })})
    </time>
  );
}
