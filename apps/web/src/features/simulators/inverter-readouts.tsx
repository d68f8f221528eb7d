import { formatSi } from '@electrobench/electronics/units';
import type { InverterResult } from '@electrobench/simulation/inverter/simulate-inverter';
import { harmonicSpectrum } from '@electrobench/simulation/inverter/spectrum';
import { useId, useMemo } from 'react';
import { SPECTRUM_SIGNALS, type InverterState, type SpectrumSignal } from './inverter-state';
import { SpectrumPlot } from './spectrum-plot';

interface InverterReadoutsProps {
  result: InverterResult;
  state: InverterState;
  onSpectrumChange: (signal: SpectrumSignal) => void;
}

const percent = (x: number) => `${(x * 100).toFixed(1)} %`;

function peakOf(values: ArrayLike<number>): number {
  let peak = 0;
  for (let k = 0; k < values.length; k++) peak = Math.max(peak, Math.abs(values[k] ?? 0));
  return peak;
}

/** Figures a student checks against theory, and the spectrum of one chosen signal. */
export function InverterReadouts({ result, state, onSpectrumChange }: InverterReadoutsProps) {
  const id = useId();
  const line = useMemo(() => harmonicSpectrum(result.lineVoltage[0], result.cycles), [result]);
  const current = useMemo(() => harmonicSpectrum(result.phaseCurrent[0], result.cycles), [result]);
  const phase = useMemo(() => harmonicSpectrum(result.phaseVoltage[0], result.cycles), [result]);
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
          <dd>{formatSi(peakOf(result.phaseCurrent[0]), 'A')}</dd>
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
