import './status-dot.css';

const WORDS: Record<string, string> = { available: 'available', busy: 'busy', away: 'away' };

/** A member's availability as a coloured dot, with the word for screen readers (or shown). */
export function StatusDot({ status, showLabel = false }: { status: string; showLabel?: boolean }) {
  const word = WORDS[status] ?? status;
  return (
    <span className="status-dot-wrap" title={`Status: ${word}`}>
      <span className="status-dot" data-status={status} aria-hidden="true" />
      <span className={showLabel ? 'status-dot-label' : 'visually-hidden'}>{word}</span>
    </span>
  );
}
