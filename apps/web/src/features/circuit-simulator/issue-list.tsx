import type { CircuitIssue } from '@electrobench/circuit/validate';

interface Props {
  issues: readonly CircuitIssue[];
  /** Selects and highlights the part an issue points at. */
  onShow: (partId: string) => void;
}

/** Problems found before or during a run, each with a button to the part it concerns. */
export function IssueList({ issues, onShow }: Props) {
  if (issues.length === 0) return null;
  const errors = issues.filter((i) => i.severity === 'error');
  return (
    <div
      className="alert"
      data-variant={errors.length ? 'danger' : 'warning'}
      role={errors.length ? 'alert' : 'status'}
    >
      <p className="alert-title">{errors.length ? 'The circuit cannot be simulated yet' : 'Check these'}</p>
      <ul className="cs-issues">
        {issues.map((issue, k) => (
          <li key={k} data-severity={issue.severity}>
            {issue.message}{' '}
            {issue.partId ? (
              <button
                type="button"
                className="btn btn-small btn-ghost"
                onClick={() => issue.partId && onShow(issue.partId)}
              >
                Show {issue.partId}
              </button>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
