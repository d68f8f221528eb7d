import type { ModulationScheme } from './modulation';

export interface BackEmf {
  /** Peak phase back-EMF, V. */
  peak: number;
  /** How far the EMF lags the phase's reference, degrees (a motor's load angle). */
  lagDegrees: number;
}

export interface InverterParams {
  dcLinkVoltage: number;
  /** Fundamental of each reference relative to the carrier peak. */
  modulationIndex: number;
  modulation: ModulationScheme;
  /** Output (fundamental) frequency, Hz. */
  outputFrequency: number;
  /** Triangle carrier frequency, Hz. */
  carrierFrequency: number;
  /** Blanking between one switch of a leg turning off and the other turning on, s. */
  deadTime: number;
  /** Per-phase series R-L of a star-connected load with floating neutral. */
  resistance: number;
  inductance: number;
  backEmf?: BackEmf;
  /** Fundamental cycles returned (1, 2 or 4, so that the record stays a power of two). */
  cycles?: 1 | 2 | 4;
  /** Time steps per fundamental cycle, a power of two; chosen from the carrier ratio when absent. */
  stepsPerCycle?: number;
}

export const INVERTER_DEFAULTS: InverterParams = {
  dcLinkVoltage: 560,
  modulationIndex: 0.8,
  modulation: 'sine',
  outputFrequency: 50,
  carrierFrequency: 4000,
  deadTime: 2e-6,
  resistance: 10,
  inductance: 20e-3,
  cycles: 2,
};

/** About 64 steps per carrier period, rounded up to a power of two, between 2^10 and 2^17. */
export function defaultStepsPerCycle(
  params: Pick<InverterParams, 'outputFrequency' | 'carrierFrequency'>,
): number {
  const wanted = (64 * params.carrierFrequency) / params.outputFrequency;
  const power = Math.min(17, Math.max(10, Math.ceil(Math.log2(wanted))));
  return 2 ** power;
}
