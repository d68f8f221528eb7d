import { formatSi } from '@electrobench/electronics/units';
import type { SimulationResult } from './simulation-result';

/** Operating point: every node's voltage, then the probed currents and powers. */
export function OpTable({ result }: { result: SimulationResult }) {
  const nodes = [...(result.nodeVoltages ?? new Map<string, number>())].sort(([a], [b]) =>
    a.localeCompare(b, 'en', { numeric: true }),
  );
  const probes = result.traces.filter((t) => t.unit !== 'V' || t.variant === 'good');
  return (
    <div className="cs-table-wrap">
      <table className="cs-table" aria-label="Operating point">
        <thead>
          <tr>
            <th scope="col">Node or probe</th>
            <th scope="col">Value</th>
          </tr>
        </thead>
        <tbody>
          {nodes.map(([node, volts]) => (
            <tr key={node}>
              <th scope="row">V({node})</th>
              <td>{formatSi(volts, 'V', 4)}</td>
            </tr>
          ))}
          {probes.map((t) => (
            <tr key={`${t.key}-${t.variant}`}>
              <th scope="row">
                {t.label}
                {t.variant === 'good' ? ' (good circuit)' : ''}
              </th>
              <td>{formatSi(t.values[0] ?? Number.NaN, t.unit, 4)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
