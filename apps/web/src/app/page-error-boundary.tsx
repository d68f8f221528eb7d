import { Component, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert } from '../ui/alert';
import { errorMessage } from '../lib/api-error';

interface Props {
  /** A new value (the next page's path) clears the error. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  error: unknown;
  resetKey: string;
}

/**
 * Catches a page that fails to load or render (e.g. its code chunk is gone after a deploy) so the
 * navigation bar stays usable.
 */
export class PageErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div className="page page-narrow">
        <h1>Something went wrong</h1>
        <Alert variant="danger" title="This page could not be shown.">
          <p>{errorMessage(this.state.error)}</p>
        </Alert>
        <p className="actions">
          <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
            Reload the page
          </button>
          <Link className="btn btn-secondary" to="/">
            Go to the home page
          </Link>
        </p>
      </div>
    );
  }
}
