import type { ReactNode } from 'react';
import { Link } from 'react-router';
import './calculators.css';

interface CalculatorPageProps {
  title: string;
  intro: ReactNode;
  /** The inputs; results update as they change, so there is no submit button. */
  form: ReactNode;
  result: ReactNode;
  /** Related tools and articles. */
  related?: readonly { to: string; label: string }[];
  children?: ReactNode;
}

export function CalculatorPage({ title, intro, form, result, related, children }: CalculatorPageProps) {
  return (
    <div className="page calc-page">
      <h1>{title}</h1>
      <p className="lead">{intro}</p>
      <div className="calc-grid">
        <form
          className="calc-form card"
          onSubmit={(event) => event.preventDefault()}
          aria-label={`${title} inputs`}
        >
          {form}
        </form>
        <section className="calc-result card" aria-label="Result" aria-live="polite">
          {result}
        </section>
      </div>
      {children}
      {related && related.length > 0 ? (
        <nav className="calc-related" aria-label="Related">
          <h2>Related</h2>
          <ul>
            {related.map((item) => (
              <li key={item.to}>
                <Link to={item.to}>{item.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <p className="muted calc-notation">
        Values accept engineering notation: 4k7, 2.2u, 10M (mega), 10m (milli), 1e-3, 470R, 3.3V.
      </p>
    </div>
  );
}
