interface SkeletonProps {
  /** Number of grey text lines to show while content loads. */
  lines?: number;
  shape?: 'text' | 'circle' | 'block';
}

/** Placeholder shapes; hidden from assistive technology, which hears the page's own loading text. */
export function Skeleton({ lines = 1, shape = 'text' }: SkeletonProps) {
  if (shape !== 'text') return <span className="skeleton" data-shape={shape} aria-hidden="true" />;
  return (
    <span className="skeleton-lines" aria-hidden="true">
      {Array.from({ length: lines }, (_, index) => (
        <span key={index} className="skeleton" data-shape="text" />
      ))}
    </span>
  );
}
