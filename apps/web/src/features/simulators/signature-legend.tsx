import { formatSi } from '@electrobench/electronics/units';
import type { CurveSamples, CurveStyle } from './signature-plot';

interface SignatureLegendProps {
  styles: readonly CurveStyle[];
  curves: readonly CurveSamples[];
  /** Similarity of each curve to the first, or null for the first itself. */
  scores: readonly (number | null)[];
}

function extremes(values: ArrayLike<number>): [number, number] {
  let min = Infinity;
  let max = -Infinity;
  for (let k = 0; k < values.length; k++) {
    const v = values[k] ?? 0;
    min = Math.min(min, v);
    max = Math.max(max, v);
  }
  return [min, max];
}

export function verdict(score: number): string {
  if (score >= 90) return 'match';
  if (score >= 70) return 'similar, look closer';
  return 'different';
}

/** Key of the display with the numbers a technician reads off the screen. */
export function SignatureLegend({ styles, curves, scores }: SignatureLegendProps) {
  return (
    <div className="sim-legend-wrap">
      <table className="sim-legend">
        <caption className="visually-hidden">Traces on the display</caption>
        <thead>
          <tr>
            <th scope="col">Trace</th>
            <th scope="col">Voltage span</th>
            <th scope="col">Current span</th>
            <th scope="col">Similarity to first</th>
          </tr>
        </thead>
        <tbody>
          {styles.map((style, i) => {
            const curve = curves[i];
            if (!curve) return null;
            const [vMin, vMax] = extremes(curve.voltage);
            const [iMin, iMax] = extremes(curve.current);
            const score = scores[i];
            return (
              <tr key={style.label}>
                <th scope="row">
                  <span className="sim-swatch" style={{ background: style.color }} aria-hidden="true" />
                  {style.label}
                </th>
                <td>
                  {formatSi(vMin, 'V')} to {formatSi(vMax, 'V')}
                </td>
                <td>
                  {formatSi(iMin, 'A')} to {formatSi(iMax, 'A')}
                </td>
                <td>
                  {score === null || score === undefined
                    ? '—'
                    : `${score.toFixed(0)} / 100 (${verdict(score)})`}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
