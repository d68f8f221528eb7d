interface SpinnerProps {
  /** Visible text next to the wheel, also what assistive technology announces. */
  label: string;
  size?: 'small' | 'large';
}

export function Spinner({ label, size = 'small' }: SpinnerProps) {
  return (
    <div className="spinner" data-size={size} role="status">
      <span className="spinner-wheel" aria-hidden="true" />
      <span className="spinner-label">{label}</span>
    </div>
  );
}
