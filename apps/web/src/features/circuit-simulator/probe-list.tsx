export interface ProbeItem {
  label: string;
  /** The trace colour; null when the probe is not on any node. */
  color: string | null;
}

interface Props {
  items: readonly ProbeItem[];
  onRemove: (index: number) => void;
}

/** The probes placed so far; each becomes one trace. */
export function ProbeList({ items, onRemove }: Props) {
  return (
    <section className="card cs-panel" aria-labelledby="cs-probes-title">
      <h2 id="cs-probes-title">Probes</h2>
      {items.length === 0 ? (
        <p className="muted">
          Pick a probe tool (V, I or P) and click a node or a part. The operating point prints every node
          voltage on the drawing without probes.
        </p>
      ) : (
        <ul className="cs-probe-list">
          {items.map((item, k) => (
            <li key={k}>
              <span
                className="cs-swatch"
                style={{ background: item.color ?? 'transparent' }}
                aria-hidden="true"
              />
              <span>{item.color ? item.label : `${item.label} (not on a node)`}</span>
              <button
                type="button"
                className="btn btn-small btn-ghost"
                onClick={() => onRemove(k)}
                aria-label={`Remove probe ${item.label}`}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
