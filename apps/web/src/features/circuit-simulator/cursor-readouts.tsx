import { waveformStats } from '@electrobench/circuit/waveform-stats';
import { formatSi } from '@electrobench/electronics/units';
import { valueAt } from './plot-axes';
import type { SimulationResult, TraceData } from './simulation-result';
import type { Cursors } from '../../ui/plot/uplot-cursors';

interface Props {
  result: SimulationResult;
  cursors: Cursors;
  colorOf: (trace: TraceData) => string;
}

const show = (value: number | null | undefined, unit: string) =>
  value === null || value === undefined || !Number.isFinite(value) ? '—' : formatSi(value, unit, 4);

/**
 * Values at cursors A and B and statistics between them (over the whole run until both are set):
 * what a bench scope's measurement menu shows.
 */
export function CursorReadouts({ result, cursors, colorOf }: Props) {
  const x = result.x ?? new Float64Array();
  const xs = result.xUnit;
  const ac = result.analysis === 'ac';
  const from = cursors.a !== null && cursors.b !== null ? cursors.a : (x[0] ?? 0);
  const to = cursors.a !== null && cursors.b !== null ? cursors.b : (x[x.length - 1] ?? 0);
  const unitOf = (t: TraceData) => (ac ? 'dB' : t.unit);
  return (
    <div className="cs-readouts">
      <p className="cs-hint">
        Click the plot to place cursor A, shift-click for B. A: {show(cursors.a, xs)} · B:{' '}
        {show(cursors.b, xs)}
        {cursors.a !== null && cursors.b !== null ? ` · Δ ${show(cursors.b - cursors.a, xs)}` : ''}
        {cursors.a !== null && cursors.b !== null && !ac && cursors.b !== cursors.a
          ? ` · 1/Δ ${show(1 / Math.abs(cursors.b - cursors.a), 'Hz')}`
          : ''}
      </p>
      <div className="cs-table-wrap">
        <table className="cs-table" aria-label="Cursor readouts">
          <thead>
            <tr>
              <th scope="col">Trace</th>
              <th scope="col">At A</th>
              <th scope="col">At B</th>
              {ac ? (
                <th scope="col">Phase at A</th>
              ) : (
                <>
                  <th scope="col">Min</th>
                  <th scope="col">Max</th>
                  <th scope="col">Average</th>
                  <th scope="col">RMS</th>
                  <th scope="col">Frequency</th>
                </>
              )}
            </tr>
          </thead>
          <tbody>
            {result.traces.map((t) => {
              const stats = ac ? null : waveformStats(x, t.values, from, to);
              const unit = unitOf(t);
              return (
                <tr key={`${t.key}-${t.variant}`}>
                  <th scope="row">
                    <span className="cs-swatch" style={{ background: colorOf(t) }} aria-hidden="true" />
                    {t.label}
                    {t.variant === 'good' ? ' (good)' : ''}
                  </th>
                  <td>{cursors.a === null ? '—' : show(valueAt(x, t.values, cursors.a), unit)}</td>
                  <td>{cursors.b === null ? '—' : show(valueAt(x, t.values, cursors.b), unit)}</td>
                  {ac ? (
                    <td>
                      {cursors.a === null || !t.phase ? '—' : `${valueAt(x, t.phase, cursors.a).toFixed(1)}°`}
                    </td>
                  ) : (
                    <>
                      <td>{show(stats?.min, unit)}</td>
                      <td>{show(stats?.max, unit)}</td>
                      <td>{show(stats?.average, unit)}</td>
                      <td>{show(stats?.rms, unit)}</td>
                      <td>{show(stats?.frequency, 'Hz')}</td>
                    </>
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
