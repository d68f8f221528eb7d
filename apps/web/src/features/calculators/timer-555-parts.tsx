import { nearestStandard, type ESeriesName } from '@electrobench/electronics/e-series';
import { si } from './quantity';

type Part = { name: string; value: number; unit: 'Ω' | 'F' };

// Resistors come in E24 steps and timing capacitors in E12 (film and electrolytic ranges rarely go
// finer), so those are the parts a builder can actually buy.
const SERIES_FOR: Record<Part['unit'], ESeriesName> = { Ω: 'E24', F: 'E12' };

/** The standard part nearest to each timing component, and what the circuit does with them. */
export function Timer555Parts({ parts, timing }: { parts: Part[]; timing: (standard: number[]) => string }) {
  const rows = parts.map((part) => {
    const series = SERIES_FOR[part.unit];
    const found = nearestStandard(part.value, series);
    return {
      ...part,
      series,
      nearest: found.ok ? found.nearest : part.value,
      exact: found.ok && found.exact,
    };
  });
  return (
    <div className="calc-standard">
      <h3>Parts to buy</h3>
      <table>
        <thead>
          <tr>
            <th scope="col">Part</th>
            <th scope="col">Entered</th>
            <th scope="col">Nearest standard</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.name}>
              <th scope="row">{row.name}</th>
              <td>{si(row.value, row.unit)}</td>
              <td data-testid={`standard-${row.name}`}>
                {row.exact
                  ? `${si(row.nearest, row.unit)} (${row.series}, exact)`
                  : `${si(row.nearest, row.unit)} (${row.series})`}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="muted">With these standard parts: {timing(rows.map((row) => row.nearest))}.</p>
    </div>
  );
}
