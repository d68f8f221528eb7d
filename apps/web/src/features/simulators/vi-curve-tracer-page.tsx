import { formatSi } from '@electrobench/electronics/units';
import { scanRanges } from '@electrobench/simulation/vi-tracer/range-scan';
import { useMemo, useState } from 'react';
import { ChannelPicker } from './channel-picker';
import { CsvImport, type MeasuredCurve } from './csv-import';
import { SignatureLegend } from './signature-legend';
import { SignaturePlot, type CurveSamples, type CurveStyle } from './signature-plot';
import { TracerControls } from './tracer-controls';
import { parseTracerState, serializeTracerState, type TracerState } from './tracer-state';
import { channelSpec, useTracerResults } from './use-tracer-results';
import { usePlotHeight } from './use-plot-height';
import { usePlotColors } from '../../ui/plot/plot-colors';
import { useUrlSyncedState } from '../../lib/use-url-synced-state';
import { TracerGuide } from './tracer-guide';
import './simulators.css';

export function ViCurveTracerPage() {
  const [state, setState] = useUrlSyncedState<TracerState>(parseTracerState, serializeTracerState);
  const [measured, setMeasured] = useState<MeasuredCurve | null>(null);
  const [autoNote, setAutoNote] = useState<string | null>(null);
  const results = useTracerResults(state, measured?.curve ?? null);
  const plotHeight = usePlotHeight();

  const traceColor = usePlotColors().trace;
  const styles = useMemo(() => {
    const list: CurveStyle[] = [
      { label: state.compare ? 'A: known good' : 'Device', color: traceColor(0), closed: true },
    ];
    if (state.compare) list.push({ label: 'B: suspect', color: traceColor(1), closed: true });
    if (measured) list.push({ label: `Measured: ${measured.name}`, color: traceColor(2), closed: false });
    return list;
  }, [state.compare, measured, traceColor]);
  // Kept stable between renders: a new array makes the plot rebuild its data and redraw.
  const { a, b, compareScore, measuredScore } = results;
  const curves = useMemo(() => {
    const list: CurveSamples[] = [a];
    if (b) list.push(b);
    if (measured) list.push(measured.curve);
    return list;
  }, [a, b, measured]);
  const scores = useMemo(() => {
    const list: (number | null)[] = [null];
    if (b) list.push(compareScore);
    if (measured) list.push(measuredScore);
    return list;
  }, [b, compareScore, measured, measuredScore]);

  function autoRange() {
    const [best] = scanRanges(channelSpec(state.a));
    if (!best) return;
    setState((s) => ({ ...s, ...best.settings }));
    const { amplitude, sourceResistance, frequency } = best.settings;
    setAutoNote(
      `Auto range chose ${formatSi(amplitude, 'V')}, ${formatSi(sourceResistance, 'Ω')}, ${formatSi(frequency, 'Hz')}: the trace fills ${Math.round(best.score * 200)} % of the smaller axis.`,
    );
  }

  return (
    <div className="page sim-page">
      <h1>VI Curve Tracer</h1>
      <p className="lead">
        An analog signature analyser on screen: a sine wave drives the part through a source resistance and
        the display plots current against voltage. Compare a known-good part with a suspect one, or with a
        curve you measured.
      </p>
      <div className="sim-layout tracer-layout">
        <section className="card sim-controls tracer-controls" aria-labelledby="tracer-signal">
          <h2 id="tracer-signal">Test signal</h2>
          <TracerControls
            settings={state}
            onChange={(settings) => {
              setAutoNote(null);
              setState((s) => ({ ...s, ...settings }));
            }}
            onAutoRange={autoRange}
            autoRangeNote={autoNote}
          />
          <h2>Parts</h2>
          <ChannelPicker
            legend={state.compare ? 'A: known-good part' : 'Device under test'}
            channel={state.a}
            onChange={(a) => setState((s) => ({ ...s, a }))}
          />
          <label className="sim-check">
            <input
              type="checkbox"
              checked={state.compare}
              onChange={(event) => setState((s) => ({ ...s, compare: event.target.checked }))}
            />
            A/B compare
          </label>
          {state.compare ? (
            <ChannelPicker
              legend="B: suspect part"
              channel={state.b}
              onChange={(b) => setState((s) => ({ ...s, b }))}
            />
          ) : null}
          <CsvImport measured={measured} onChange={setMeasured} />
        </section>
        <section className="sim-display tracer-display" aria-label="Signature display">
          <SignaturePlot styles={styles} curves={curves} fullScale={results.scale} height={plotHeight} />
          <SignatureLegend styles={styles} curves={curves} scores={scores} />
        </section>
      </div>
      <TracerGuide />
    </div>
  );
}
