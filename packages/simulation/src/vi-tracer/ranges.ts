/** The three knobs of an analog signature analyser. */
export interface TracerSettings {
  /** Peak of the open-circuit test sine, V. */
  amplitude: number;
  /** Source resistance, Ω. */
  sourceResistance: number;
  /** Test frequency, Hz. */
  frequency: number;
}

interface Span {
  min: number;
  max: number;
}

/** Knob limits, the span that bench tracers cover. */
export const AMPLITUDE_RANGE: Span = { min: 0.2, max: 20 };
export const SOURCE_RESISTANCE_RANGE: Span = { min: 10, max: 100e3 };
export const FREQUENCY_RANGE: Span = { min: 20, max: 5000 };

export type PresetName = 'low' | 'medium' | 'high';

/**
 * Low stays under any junction knee, so resistances and capacitances show through parallel
 * junctions in circuit; medium turns junctions on; high reaches breakdowns and high-impedance nodes.
 */
export const PRESETS: Record<PresetName, TracerSettings> = {
  low: { amplitude: 0.2, sourceResistance: 100, frequency: 60 },
  medium: { amplitude: 10, sourceResistance: 1e3, frequency: 60 },
  high: { amplitude: 20, sourceResistance: 10e3, frequency: 60 },
};

const clamp = (value: number, span: Span) =>
  Number.isFinite(value) ? Math.min(span.max, Math.max(span.min, value)) : span.min;

export function clampSettings(settings: TracerSettings): TracerSettings {
  return {
    amplitude: clamp(settings.amplitude, AMPLITUDE_RANGE),
    sourceResistance: clamp(settings.sourceResistance, SOURCE_RESISTANCE_RANGE),
    frequency: clamp(settings.frequency, FREQUENCY_RANGE),
  };
}

/**
 * Display full scale: the open-circuit voltage and the short-circuit current. Every signature
 * fits inside ±these, which is why tracers scale their screen this way.
 */
export function fullScale(settings: TracerSettings): { voltage: number; current: number } {
  return { voltage: settings.amplitude, current: settings.amplitude / settings.sourceResistance };
}
