import { linearLimit, type ModulationScheme } from '@electrobench/simulation/inverter/modulation';
import { useId } from 'react';
import { KNOBS, MODULATIONS, type InverterState } from './inverter-state';
import { SliderField } from './slider-field';

interface InverterControlsProps {
  state: InverterState;
  onChange: (update: Partial<InverterState>) => void;
}

const fixed = (digits: number, unit: string) => (v: number) => `${v.toFixed(digits)} ${unit}`.trim();

/** Sliders and choices of the inverter: source, modulation, switching and load. */
export function InverterControls({ state, onChange }: InverterControlsProps) {
  const id = useId();
  const limit = linearLimit(state.modulation);
  return (
    <div className="sim-control-group">
      <div className="field">
        <label className="field-label" htmlFor={`${id}-mod`}>
          Modulation
        </label>
        <select
          id={`${id}-mod`}
          className="input"
          value={state.modulation}
          onChange={(event) => {
            const modulation = MODULATIONS.find((m) => m.value === event.target.value)?.value;
            if (modulation) onChange({ modulation: modulation satisfies ModulationScheme });
          }}
        >
          {MODULATIONS.map((m) => (
            <option key={m.value} value={m.value}>
              {m.label}
            </option>
          ))}
        </select>
      </div>
      <SliderField
        label="Modulation index"
        unit=""
        {...KNOBS.modulationIndex}
        step={0.01}
        value={state.modulationIndex}
        format={(v) => (v > limit + 1e-9 ? `${v.toFixed(2)} (overmodulation)` : v.toFixed(2))}
        onChange={(modulationIndex) => onChange({ modulationIndex })}
      />
      <SliderField
        label="DC link voltage"
        unit="V"
        {...KNOBS.dcLinkVoltage}
        step={1}
        value={state.dcLinkVoltage}
        format={fixed(0, 'V')}
        onChange={(dcLinkVoltage) => onChange({ dcLinkVoltage })}
      />
      <SliderField
        label="Output frequency"
        unit="Hz"
        scale="log"
        {...KNOBS.outputFrequency}
        value={state.outputFrequency}
        onChange={(outputFrequency) => onChange({ outputFrequency })}
      />
      <SliderField
        label="Carrier frequency"
        unit="Hz"
        scale="log"
        {...KNOBS.carrierFrequency}
        value={state.carrierFrequency}
        onChange={(carrierFrequency) => onChange({ carrierFrequency })}
      />
      <SliderField
        label="Dead time"
        unit="µs"
        {...KNOBS.deadTimeMicros}
        step={0.1}
        value={state.deadTimeMicros}
        format={fixed(1, 'µs')}
        onChange={(deadTimeMicros) => onChange({ deadTimeMicros })}
      />
      <SliderField
        label="Load resistance (per phase)"
        unit="Ω"
        scale="log"
        {...KNOBS.resistance}
        value={state.resistance}
        onChange={(resistance) => onChange({ resistance })}
      />
      <SliderField
        label="Load inductance (per phase)"
        unit="mH"
        scale="log"
        {...KNOBS.inductanceMilli}
        value={state.inductanceMilli}
        format={(v) => `${Number(v.toPrecision(3))} mH`}
        onChange={(inductanceMilli) => onChange({ inductanceMilli })}
      />
      <SliderField
        label="Motor back-EMF (peak, 0 = none)"
        unit="V"
        {...KNOBS.emfPeak}
        step={1}
        value={state.emfPeak}
        format={fixed(0, 'V')}
        onChange={(emfPeak) => onChange({ emfPeak })}
      />
      {state.emfPeak > 0 ? (
        <SliderField
          label="Back-EMF lag (load angle)"
          unit="°"
          {...KNOBS.emfLag}
          step={1}
          value={state.emfLag}
          format={fixed(0, '°')}
          onChange={(emfLag) => onChange({ emfLag })}
        />
      ) : null}
    </div>
  );
}
