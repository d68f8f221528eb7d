import { Link, useLocation } from 'react-router';

export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <div className="page page-narrow">
      <h1>Page not found</h1>
      <p className="lead">
        There is no page at <code>{pathname}</code>. The link may be old or mistyped.
      </p>
      <p>
        <Link className="btn btn-primary" to="/">
          Go to the home page
        </Link>
      </p>
    </div>
  );
}
