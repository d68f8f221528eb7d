import { nearestStandard, type ESeriesName } from '@electrobench/electronics/e-series';
import { si } from './quantity';

const SERIES: readonly ESeriesName[] = ['E12', 'E24', 'E96'];

/** The nearest part you can buy in each common series, with how far it is off. */
export function StandardValues({
  ohms,
  label = 'Nearest standard resistor',
}: {
  ohms: number;
  label?: string;
}) {
  const rows = SERIES.map((series) => ({ series, result: nearestStandard(ohms, series) }));
  return (
    <div className="calc-standard">
      <h3>{label}</h3>
      <table>
        <thead>
          <tr>
            <th scope="col">Series</th>
            <th scope="col">Nearest</th>
            <th scope="col">Error</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ series, result }) => (
            <tr key={series}>
              <th scope="row">{series}</th>
              {result.ok ? (
                <>
                  <td data-testid={`nearest-${series}`}>{si(result.nearest, 'Ω')}</td>
                  <td>
                    {result.exact
                      ? 'exact'
                      : `${result.errorPercent > 0 ? '+' : ''}${result.errorPercent.toFixed(2)} %`}
                  </td>
                </>
              ) : (
                <td colSpan={2}>{result.error}</td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
