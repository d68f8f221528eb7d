import { INVERTER_DEFAULTS, type InverterParams } from '@electrobench/simulation/inverter/inverter-params';
import type { ModulationScheme } from '@electrobench/simulation/inverter/modulation';

export type SpectrumSignal = 'line' | 'phase' | 'current';

export interface InverterState {
  dcLinkVoltage: number;
  modulationIndex: number;
  modulation: ModulationScheme;
  outputFrequency: number;
  carrierFrequency: number;
  /** Dead time, µs. */
  deadTimeMicros: number;
  resistance: number;
  /** Inductance, mH. */
  inductanceMilli: number;
  /** Peak back-EMF, V; 0 is a passive load. */
  emfPeak: number;
  emfLag: number;
  spectrum: SpectrumSignal;
}

interface Knob {
  key: string;
  min: number;
  max: number;
}

/** Slider limits and URL keys; the limits also bound what a shared link can ask for. */
export const KNOBS = {
  dcLinkVoltage: { key: 'vdc', min: 24, max: 800 },
  modulationIndex: { key: 'm', min: 0, max: 1.2 },
  outputFrequency: { key: 'f', min: 5, max: 200 },
  carrierFrequency: { key: 'fc', min: 500, max: 20000 },
  deadTimeMicros: { key: 'td', min: 0, max: 10 },
  resistance: { key: 'r', min: 0.1, max: 100 },
  inductanceMilli: { key: 'l', min: 0.1, max: 200 },
  emfPeak: { key: 'e', min: 0, max: 400 },
  emfLag: { key: 'lag', min: -90, max: 90 },
} satisfies Record<string, Knob>;

type NumericKey = keyof typeof KNOBS;

export const MODULATIONS: readonly { value: ModulationScheme; label: string }[] = [
  { value: 'sine', label: 'Sinusoidal PWM' },
  { value: 'third-harmonic', label: 'Third-harmonic injection' },
  { value: 'svpwm', label: 'Space-vector PWM' },
];

export const SPECTRUM_SIGNALS: readonly { value: SpectrumSignal; label: string }[] = [
  { value: 'line', label: 'Line voltage ab' },
  { value: 'phase', label: 'Phase voltage a' },
  { value: 'current', label: 'Phase current a' },
];

export const DEFAULT_INVERTER_STATE: InverterState = {
  dcLinkVoltage: INVERTER_DEFAULTS.dcLinkVoltage,
  modulationIndex: INVERTER_DEFAULTS.modulationIndex,
  modulation: INVERTER_DEFAULTS.modulation,
  outputFrequency: INVERTER_DEFAULTS.outputFrequency,
  carrierFrequency: INVERTER_DEFAULTS.carrierFrequency,
  deadTimeMicros: INVERTER_DEFAULTS.deadTime * 1e6,
  resistance: INVERTER_DEFAULTS.resistance,
  inductanceMilli: INVERTER_DEFAULTS.inductance * 1e3,
  emfPeak: 0,
  emfLag: 0,
  spectrum: 'line',
};

const NUMERIC_KEYS = Object.keys(KNOBS) as NumericKey[];

export function parseInverterState(params: URLSearchParams): InverterState {
  const state = { ...DEFAULT_INVERTER_STATE };
  for (const name of NUMERIC_KEYS) {
    const { key, min, max } = KNOBS[name];
    const raw = params.get(key);
    const value = raw === null || raw === '' ? NaN : Number(raw);
    if (Number.isFinite(value)) state[name] = Math.min(max, Math.max(min, value));
  }
  state.modulation = MODULATIONS.find((m) => m.value === params.get('mod'))?.value ?? state.modulation;
  state.spectrum = SPECTRUM_SIGNALS.find((s) => s.value === params.get('fft'))?.value ?? state.spectrum;
  return state;
}

export function serializeInverterState(state: InverterState): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of NUMERIC_KEYS) params.set(KNOBS[name].key, String(Number(state[name].toPrecision(4))));
  params.set('mod', state.modulation);
  params.set('fft', state.spectrum);
  return params;
}

/** Engine parameters for a page state; two cycles are shown unless a cycle is already very long. */
export function toInverterParams(state: InverterState, stepsPerCycle: number): InverterParams {
  return {
    dcLinkVoltage: state.dcLinkVoltage,
    modulationIndex: state.modulationIndex,
    modulation: state.modulation,
    outputFrequency: state.outputFrequency,
    carrierFrequency: state.carrierFrequency,
    deadTime: state.deadTimeMicros * 1e-6,
    resistance: state.resistance,
    inductance: state.inductanceMilli * 1e-3,
    ...(state.emfPeak > 0 ? { backEmf: { peak: state.emfPeak, lagDegrees: state.emfLag } } : {}),
    stepsPerCycle,
    cycles: stepsPerCycle >= 65536 ? 1 : 2,
  };
}
