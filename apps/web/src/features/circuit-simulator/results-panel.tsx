import { lazy, Suspense, useId, useState } from 'react';
import { CursorReadouts } from './cursor-readouts';
import { OpTable } from './op-table';
import type { SimulationResult, TraceData } from './simulation-result';
import type { Cursors } from '../../ui/plot/uplot-cursors';

// The plots (and uPlot with them) load with the first result that needs one: the page opens with
// no result, and evaluating uPlot was the longest script task of its first load (Lighthouse TBT).
const BodePlot = lazy(() => import('./bode-plot').then((m) => ({ default: m.BodePlot })));
const WaveformPlot = lazy(() => import('./waveform-plot').then((m) => ({ default: m.WaveformPlot })));
const XyPlot = lazy(() => import('./xy-plot').then((m) => ({ default: m.XyPlot })));

interface Props {
  result: SimulationResult;
  colorOf: (trace: TraceData) => string;
}

const PLOT_HEIGHT = 320;

/** Plots and readouts of the last run; cursors reset when a new result arrives (keyed by the page). */
export function ResultsPanel({ result, colorOf }: Props) {
  const [cursors, setCursors] = useState<Cursors>({ a: null, b: null });
  const [xy, setXy] = useState<{ x: string; y: string } | null>(null);
  const id = useId();
  const main = result.traces.filter((t) => t.variant === 'main');
  const pick = (x: number, which: 'a' | 'b') => setCursors((c) => ({ ...c, [which]: x }));
  const traceByKey = (key: string) => main.find((t) => t.key === key);
  const xyX = xy ? traceByKey(xy.x) : undefined;
  const xyY = xy ? traceByKey(xy.y) : undefined;
  // Bode and waveform plots take the same props: one element, the analysis picks which.
  const TracePlot = result.analysis === 'ac' ? BodePlot : WaveformPlot;

  if (result.analysis === 'op') return <OpTable result={result} />;
  if (main.length === 0) {
    return <p className="muted">Add probes (V, I or P tool) to see traces, then run again.</p>;
  }
  return (
    <div className="cs-results-body">
      <Suspense
        fallback={<div className="cs-plot-loading" style={{ height: PLOT_HEIGHT }} aria-busy="true" />}
      >
        {xyX && xyY && result.analysis !== 'ac' ? (
          <XyPlot xTrace={xyX} yTrace={xyY} color={colorOf(xyY)} height={PLOT_HEIGHT} />
        ) : (
          <TracePlot result={result} colorOf={colorOf} cursors={cursors} onPick={pick} height={PLOT_HEIGHT} />
        )}
      </Suspense>
      {result.analysis === 'tran' && main.length >= 2 ? (
        <div className="cs-xy">
          <label className="cs-check">
            <input
              type="checkbox"
              checked={xy !== null}
              onChange={(event) =>
                setXy(event.target.checked ? { x: main[0]?.key ?? '', y: main[1]?.key ?? '' } : null)
              }
            />
            X-Y mode
          </label>
          {xy ? (
            <>
              <label htmlFor={`${id}-x`}>X</label>
              <select
                id={`${id}-x`}
                className="input"
                value={xy.x}
                onChange={(e) => setXy({ ...xy, x: e.target.value })}
              >
                {main.map((t) => (
                  <option key={t.key} value={t.key}>
                    {t.label}
                  </option>
                ))}
              </select>
              <label htmlFor={`${id}-y`}>Y</label>
              <select
                id={`${id}-y`}
                className="input"
                value={xy.y}
                onChange={(e) => setXy({ ...xy, y: e.target.value })}
              >
                {main.map((t) => (
                  <option key={t.key} value={t.key}>
                    {t.label}
                  </option>
                ))}
              </select>
            </>
          ) : null}
        </div>
      ) : null}
      {xyX && xyY ? null : <CursorReadouts result={result} cursors={cursors} colorOf={colorOf} />}
    </div>
  );
}
