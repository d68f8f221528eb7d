import type { ResistorPair } from '@electrobench/electronics/regulator';
import { si } from './quantity';

/** The resistors to buy in each series and the output that pair really gives. */
export function RegulatorPairs({ pairs, target }: { pairs: readonly ResistorPair[]; target: number }) {
  return (
    <div className="calc-standard calc-pairs">
      <h3>Standard pairs for {si(target, 'V')}</h3>
      <table>
        <thead>
          <tr>
            <th scope="col">Series</th>
            <th scope="col">R1</th>
            <th scope="col">R2</th>
            <th scope="col">Gives</th>
            <th scope="col">Error</th>
          </tr>
        </thead>
        <tbody>
          {pairs.map((pair) => (
            <tr key={pair.series} data-testid={`pair-${pair.series}`}>
              <th scope="row">{pair.series}</th>
              <td>{si(pair.r1, 'Ω')}</td>
              <td>{si(pair.r2, 'Ω')}</td>
              <td>{si(pair.vout, 'V')}</td>
              <td>{`${pair.errorPercent > 0 ? '+' : ''}${pair.errorPercent.toFixed(2)} %`}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
