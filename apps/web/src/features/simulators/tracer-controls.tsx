import {
  AMPLITUDE_RANGE,
  FREQUENCY_RANGE,
  PRESETS,
  SOURCE_RESISTANCE_RANGE,
  type PresetName,
  type TracerSettings,
} from '@electrobench/simulation/vi-tracer/ranges';
import { SliderField } from './slider-field';

const PRESET_LABELS: Record<PresetName, string> = { low: 'Low', medium: 'Medium', high: 'High' };
const PRESET_NAMES = Object.keys(PRESETS) as PresetName[];

function samePreset(a: TracerSettings, b: TracerSettings): boolean {
  return (
    a.amplitude === b.amplitude && a.sourceResistance === b.sourceResistance && a.frequency === b.frequency
  );
}

interface TracerControlsProps {
  settings: TracerSettings;
  onChange: (settings: TracerSettings) => void;
  onAutoRange: () => void;
  autoRangeNote: string | null;
}

/** Test signal knobs: presets, automatic range scan and the three sliders. */
export function TracerControls({ settings, onChange, onAutoRange, autoRangeNote }: TracerControlsProps) {
  return (
    <div className="sim-control-group">
      <div className="actions" role="group" aria-label="Range presets">
        {PRESET_NAMES.map((name) => (
          <button
            key={name}
            type="button"
            className="btn btn-secondary btn-small"
            aria-pressed={samePreset(settings, PRESETS[name])}
            onClick={() => onChange(PRESETS[name])}
          >
            {PRESET_LABELS[name]}
          </button>
        ))}
        <button type="button" className="btn btn-primary btn-small" onClick={onAutoRange}>
          Auto range
        </button>
      </div>
      {autoRangeNote ? (
        <p className="field-hint" role="status">
          {autoRangeNote}
        </p>
      ) : null}
      <SliderField
        label="Test voltage (peak)"
        unit="V"
        scale="log"
        {...AMPLITUDE_RANGE}
        value={settings.amplitude}
        onChange={(amplitude) => onChange({ ...settings, amplitude })}
      />
      <SliderField
        label="Source resistance"
        unit="Ω"
        scale="log"
        {...SOURCE_RESISTANCE_RANGE}
        value={settings.sourceResistance}
        onChange={(sourceResistance) => onChange({ ...settings, sourceResistance })}
      />
      <SliderField
        label="Frequency"
        unit="Hz"
        scale="log"
        {...FREQUENCY_RANGE}
        value={settings.frequency}
        onChange={(frequency) => onChange({ ...settings, frequency })}
      />
    </div>
  );
}
