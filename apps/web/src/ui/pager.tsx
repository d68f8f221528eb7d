import './lists.css';

interface PagerProps {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  /** Names the list in the labels, e.g. "SMD results". */
  label: string;
}

/** Previous / next with the position; hidden when everything fits on one page. */
export function Pager({ page, totalPages, onPage, label }: PagerProps) {
  if (totalPages <= 1) return null;
  return (
    <nav className="pager" aria-label={`${label} pages`}>
      <button
        type="button"
        className="btn btn-secondary btn-small"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        Previous
      </button>
      <span aria-current="page">
        Page {page} of {totalPages}
      </span>
      <button
        type="button"
        className="btn btn-secondary btn-small"
        disabled={page >= totalPages}
        onClick={() => onPage(page + 1)}
      >
        Next
      </button>
    </nav>
  );
}
