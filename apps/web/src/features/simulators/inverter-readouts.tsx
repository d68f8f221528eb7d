import { formatSi } from '@electrobench/electronics/units';
import { useId, useMemo } from 'react';
import type { InverterView } from './inverter-view';
import { SPECTRUM_SIGNALS, type InverterState, type SpectrumSignal } from './inverter-state';
import { SpectrumPlot } from './spectrum-plot';

interface InverterReadoutsProps {
  view: InverterView;
  state: InverterState;
  onSpectrumChange: (signal: SpectrumSignal) => void;
}

const percent = (x: number) => `${(x * 100).toFixed(1)} %`;

/** Figures a student checks against theory, and the spectrum of one chosen signal. */
export function InverterReadouts({ view, state, onSpectrumChange }: InverterReadoutsProps) {
  const id = useId();
  const { line, current, phase } = view.spectra;
  const chosen = { line, phase, current }[state.spectrum];
  // Up to a little past the second carrier band, where the interesting sidebands live.
  const top = Math.min(
    chosen.amplitudes.length - 1,
    Math.ceil((2.5 * state.carrierFrequency) / state.outputFrequency) + 10,
  );
  const shown = useMemo(() => chosen.amplitudes.slice(0, top + 1), [chosen, top]);
  const rms = (spectrum: typeof line) => (spectrum.amplitudes[1] ?? 0) / Math.SQRT2;

  return (
    <>
      <dl className="sim-readouts">
        <div>
          <dt>Line voltage, fundamental</dt>
          <dd>{formatSi(rms(line), 'V')} RMS</dd>
        </div>
        <div>
          <dt>Line voltage THD</dt>
          <dd>{percent(line.thd)}</dd>
        </div>
        <div>
          <dt>Phase current, peak</dt>
          <dd>{formatSi(view.peakCurrent, 'A')}</dd>
        </div>
        <div>
          <dt>Phase current, fundamental</dt>
          <dd>{formatSi(rms(current), 'A')} RMS</dd>
        </div>
        <div>
          <dt>Phase current THD</dt>
          <dd>{percent(current.thd)}</dd>
        </div>
      </dl>
      <figure className="sim-figure">
        <figcaption className="sim-plot-title">
          <label htmlFor={`${id}-fft`}>Spectrum of </label>
          <select
            id={`${id}-fft`}
            className="input sim-inline-select"
            value={state.spectrum}
            onChange={(event) => {
              const signal = SPECTRUM_SIGNALS.find((s) => s.value === event.target.value)?.value;
              if (signal) onSpectrumChange(signal);
            }}
          >
            {SPECTRUM_SIGNALS.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>{' '}
          THD {percent(chosen.thd)}
        </figcaption>
        <SpectrumPlot
          amplitudes={shown}
          unit={state.spectrum === 'current' ? 'A' : 'V'}
          height={200}
          label={`Harmonic amplitudes of the ${SPECTRUM_SIGNALS.find((s) => s.value === state.spectrum)?.label.toLowerCase()}; THD ${percent(chosen.thd)}.`}
        />
      </figure>
    </>
  );
}
