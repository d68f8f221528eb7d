import type { ReactNode } from 'react';

export interface ResultItem {
  label: string;
  value: ReactNode;
  /** Marks the main answer so it stands out. */
  primary?: boolean;
}

export function ResultList({ items }: { items: readonly ResultItem[] }) {
  return (
    <dl className="calc-results">
      {items.map((item) => (
        <div key={item.label} className={item.primary ? 'calc-row calc-row-primary' : 'calc-row'}>
          <dt>{item.label}</dt>
          <dd data-testid={`result-${item.label.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`}>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function Formula({ children }: { children: ReactNode }) {
  return (
    <p className="calc-formula">
      <span className="calc-formula-label">Formula</span> <code>{children}</code>
    </p>
  );
}

/** Why there is no result yet: a missing or unreadable input, or an impossible combination. */
export function Problem({ children }: { children: ReactNode }) {
  return <p className="calc-problem">{children}</p>;
}

export function Notes({ items, warn = false }: { items: readonly string[]; warn?: boolean }) {
  if (items.length === 0) return null;
  return (
    <ul className={warn ? 'calc-notes calc-warnings' : 'calc-notes'}>
      {items.map((note) => (
        <li key={note}>
          {warn ? <strong>Warning: </strong> : null}
          {note}
        </li>
      ))}
    </ul>
  );
}
