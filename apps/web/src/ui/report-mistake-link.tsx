import { Link, useLocation } from 'react-router';

/** The feedback form's address with the item named (its title) and the page it is on. */
export function reportMistakePath(subject: string, ref: string): string {
  const query = new URLSearchParams({ subject: `Mistake: ${subject}`, ref });
  return `/feedback?${query.toString()}`;
}

/**
 * "Report a mistake" under a part, code or fault: opens the feedback form with the item as the
 * title and the page (by default the current one) sent along, so users help correct the data.
 */
export function ReportMistakeLink({ subject, path }: { subject: string; path?: string }) {
  const location = useLocation();
  const ref = path ?? `${location.pathname}${location.search}`;
  return (
    <Link className="report-mistake" to={reportMistakePath(subject, ref)}>
      Report a mistake<span className="visually-hidden"> about {subject}</span>
    </Link>
  );
}
