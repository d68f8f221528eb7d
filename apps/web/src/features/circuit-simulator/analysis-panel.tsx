import type { AnalysisSettings, CircuitDocument } from '@electrobench/contracts/circuits';
import { useId } from 'react';
import type { EditorAction } from './editor-state';
import type { RunOptions, SimulationState } from './use-simulation';

interface Props {
  doc: CircuitDocument;
  dispatch: (action: EditorAction) => void;
  sim: SimulationState;
  options: RunOptions;
  setOptions: (options: RunOptions) => void;
  onRun: () => void;
  onStop: () => void;
}

const DEFAULTS: Record<AnalysisSettings['type'], AnalysisSettings> = {
  op: { type: 'op' },
  tran: { type: 'tran', stop: '10m', step: '10u' },
  ac: { type: 'ac', start: '10', stop: '1M', pointsPerDecade: '20' },
  dc: { type: 'dc', source: '', start: '0', stop: '10', step: '0.1' },
};

const LABELS: Record<AnalysisSettings['type'], string> = {
  op: 'DC operating point',
  tran: 'Transient',
  ac: 'AC sweep (Bode)',
  dc: 'DC sweep',
};

function Field(props: { label: string; value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className="field cs-field-small">
      <label className="field-label" htmlFor={id}>
        {props.label}
      </label>
      <input
        id={id}
        className="input"
        value={props.value}
        spellCheck={false}
        onChange={(e) => props.onChange(e.target.value)}
      />
    </div>
  );
}

function engineText(sim: SimulationState): string {
  if (sim.status === 'running' && sim.engine === 'starting') {
    // The percentage is on the progress bar: a live region repeating it would chatter.
    return sim.download && sim.download.loaded < sim.download.total
      ? 'Downloading the simulator (ngspice)…'
      : 'Starting the simulator (ngspice)…';
  }
  if (sim.status === 'running') return 'Simulating…';
  if (sim.engine === 'failed') {
    return `The simulator could not start: ${(sim.engineDetail ?? 'unknown reason').replace(/[.\s]+$/, '')}.`;
  }
  if (sim.status === 'cancelled') return 'Stopped.';
  if (sim.status === 'done' && sim.result) return `Done in ${Math.round(sim.result.elapsed)} ms.`;
  return sim.engine === 'ready' ? 'Simulator ready.' : '';
}

/** Which analysis to run, its settings, and the run and stop buttons. */
export function AnalysisPanel({ doc, dispatch, sim, options, setOptions, onRun, onStop }: Props) {
  const analysis = doc.analysis ?? DEFAULTS.op;
  const set = (next: AnalysisSettings) => dispatch({ type: 'set-analysis', analysis: next });
  const sources = doc.parts.filter((p) => p.kind === 'dc-voltage' || p.kind === 'dc-current');
  const hasFaults = doc.parts.some((p) => p.fault);
  const running = sim.status === 'running';
  return (
    <section className="card cs-panel" aria-labelledby="cs-analysis-title">
      <h2 id="cs-analysis-title">Analysis</h2>
      <fieldset className="cs-fieldset cs-radios">
        <legend className="visually-hidden">Analysis type</legend>
        {(Object.keys(LABELS) as AnalysisSettings['type'][]).map((type) => (
          <label key={type} className="cs-check">
            <input
              type="radio"
              name="cs-analysis"
              checked={analysis.type === type}
              onChange={() => set(DEFAULTS[type])}
            />
            {LABELS[type]}
          </label>
        ))}
      </fieldset>
      {analysis.type === 'tran' ? (
        <div className="cs-field-row">
          <Field
            label="Stop time (s)"
            value={analysis.stop}
            onChange={(stop) => set({ ...analysis, stop })}
          />
          <Field
            label="Time step (s)"
            value={analysis.step}
            onChange={(step) => set({ ...analysis, step })}
          />
        </div>
      ) : null}
      {analysis.type === 'ac' ? (
        <div className="cs-field-row">
          <Field
            label="Start (Hz)"
            value={analysis.start}
            onChange={(start) => set({ ...analysis, start })}
          />
          <Field label="Stop (Hz)" value={analysis.stop} onChange={(stop) => set({ ...analysis, stop })} />
          <Field
            label="Points per decade"
            value={analysis.pointsPerDecade}
            onChange={(pointsPerDecade) => set({ ...analysis, pointsPerDecade })}
          />
        </div>
      ) : null}
      {analysis.type === 'dc' ? (
        <div className="cs-field-row">
          <div className="field cs-field-small">
            <label className="field-label" htmlFor="cs-dc-source">
              Sweep source
            </label>
            <select
              id="cs-dc-source"
              className="input"
              value={analysis.source}
              onChange={(e) => set({ ...analysis, source: e.target.value })}
            >
              <option value="">Choose…</option>
              {sources.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.id}
                </option>
              ))}
            </select>
          </div>
          <Field label="From" value={analysis.start} onChange={(start) => set({ ...analysis, start })} />
          <Field label="To" value={analysis.stop} onChange={(stop) => set({ ...analysis, stop })} />
          <Field label="Step" value={analysis.step} onChange={(step) => set({ ...analysis, step })} />
        </div>
      ) : null}
      {analysis.type === 'tran' ? (
        <label className="cs-check">
          <input
            type="checkbox"
            checked={options.startFromZero}
            onChange={(e) => setOptions({ ...options, startFromZero: e.target.checked })}
          />
          Start from zero (power switched on at t = 0)
        </label>
      ) : null}
      {hasFaults ? (
        <label className="cs-check">
          <input
            type="checkbox"
            checked={options.compareGood}
            onChange={(e) => setOptions({ ...options, compareGood: e.target.checked })}
          />
          Compare with the good circuit (dashed)
        </label>
      ) : null}
      <div className="actions">
        <button type="button" className="btn btn-primary" onClick={onRun} disabled={running}>
          Run simulation
        </button>
        <button type="button" className="btn btn-secondary" onClick={onStop} disabled={!running}>
          Stop
        </button>
      </div>
      <p className="cs-status" role="status" aria-live="polite">
        {engineText(sim)}
      </p>
      {sim.status === 'running' && sim.engine === 'starting' ? (
        <progress
          className="cs-engine-progress"
          aria-label="Simulator download"
          max={sim.download?.total}
          value={sim.download && sim.download.loaded < sim.download.total ? sim.download.loaded : undefined}
        />
      ) : null}
    </section>
  );
}
