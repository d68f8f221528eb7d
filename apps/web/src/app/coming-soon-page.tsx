import { Link } from 'react-router';

/** Stands in for a page whose feature has not shipped yet, so every route of the site resolves. */
export function ComingSoonPage({ title }: { title: string }) {
  return (
    <div className="page page-narrow">
      <h1>{title}</h1>
      <p className="lead">This page is coming soon.</p>
      <p>
        <Link to="/">Browse the tools that are ready</Link>
      </p>
    </div>
  );
}
