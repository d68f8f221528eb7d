import { Link } from 'react-router';
import { DRIVE_FAULTS_PATH } from './drive-links';

export interface Crumb {
  label: string;
  to?: string;
}

/** Where the visitor is in type → manufacturer → model; the last crumb is the current page. */
export function Breadcrumbs({ trail }: { trail: readonly Crumb[] }) {
  const all: Crumb[] = [{ label: 'Drive Faults', to: DRIVE_FAULTS_PATH }, ...trail];
  return (
    <nav aria-label="Breadcrumb" className="drive-crumbs">
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
