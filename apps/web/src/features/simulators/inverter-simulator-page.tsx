import { defaultStepsPerCycle } from '@electrobench/simulation/inverter/inverter-params';
import { useDeferredValue, useMemo } from 'react';
import { InverterControls } from './inverter-controls';
import { InverterPlots } from './inverter-plots';
import { InverterReadouts } from './inverter-readouts';
import {
  parseInverterState,
  serializeInverterState,
  toInverterParams,
  type InverterState,
} from './inverter-state';
import { useUrlSyncedState } from '../../lib/use-url-synced-state';
import { InverterGuide } from './inverter-guide';
import { useInverterView } from './use-inverter-view';
import './simulators.css';

export function InverterSimulatorPage() {
  const [state, setState] = useUrlSyncedState<InverterState>(parseInverterState, serializeInverterState);
  const shown = useDeferredValue(state);
  const params = useMemo(() => toInverterParams(shown, defaultStepsPerCycle(shown)), [shown]);
  const { view, pending } = useInverterView(params);

  return (
    <div className="page sim-page">
      <h1>Inverter Simulator</h1>
      <p className="lead">
        A three-phase voltage-source inverter with ideal switches driving a star-connected R-L load,
        optionally with a motor&apos;s back-EMF. Move the sliders and watch the gate signals, voltages,
        currents and spectrum follow.
      </p>
      <div className="sim-layout">
        <section className="card sim-controls" aria-labelledby="inverter-settings">
          <h2 id="inverter-settings">Settings</h2>
          <InverterControls state={state} onChange={(update) => setState((s) => ({ ...s, ...update }))} />
        </section>
        <section className="sim-display" aria-label="Waveforms" aria-busy={shown !== state || pending}>
          {view ? (
            <>
              <InverterReadouts
                view={view}
                state={shown}
                onSpectrumChange={(spectrum) => setState((s) => ({ ...s, spectrum }))}
              />
              <p className="field-hint">
                Drag across a plot to zoom in on time; double-click it to zoom back out.
              </p>
              <InverterPlots plots={view.plots} />
            </>
          ) : (
            <p className="field-hint">Simulating…</p>
          )}
        </section>
      </div>
      <InverterGuide />
    </div>
  );
}
