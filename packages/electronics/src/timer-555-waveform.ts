import { astable555, type AstableInput } from './timer-555';
import { checkPositive } from './number-checks';
import { fail, succeed, type Result } from './result';

export interface WaveformPoint {
  /** Seconds from the start of the first high phase. */
  t: number;
  /** Output pin voltage: the supply while charging, 0 while discharging. */
  output: number;
  /** Timing capacitor voltage, between 1/3 and 2/3 of the supply once running. */
  capacitor: number;
}

export interface WaveformOptions {
  cycles?: number;
  pointsPerPhase?: number;
  supplyVolts?: number;
}

export interface Waveform {
  points: WaveformPoint[];
  periodSeconds: number;
  supplyVolts: number;
}

/**
 * Samples the steady-state astable waveform for drawing. Each edge appears as two points at the same
 * time (old level, new level) so a line chart draws it vertical.
 */
export function astableWaveform(input: AstableInput, options: WaveformOptions = {}): Result<Waveform> {
  const { cycles = 3, pointsPerPhase = 50, supplyVolts = 5 } = options;
  if (!Number.isInteger(cycles) || cycles < 1 || cycles > 100)
    return fail('Cycles must be a whole number from 1 to 100.');
  if (!Number.isInteger(pointsPerPhase) || pointsPerPhase < 2 || pointsPerPhase > 1000) {
    return fail('Points per phase must be a whole number from 2 to 1000.');
  }
  const supplyProblem = checkPositive('Supply voltage', supplyVolts);
  if (supplyProblem) return fail(supplyProblem);
  const timing = astable555(input);
  if (!timing.ok) return timing;

  const lowThreshold = supplyVolts / 3;
  const highThreshold = (2 * supplyVolts) / 3;
  const points: WaveformPoint[] = [];
  for (let cycle = 0; cycle < cycles; cycle += 1) {
    const start = cycle * timing.periodSeconds;
    for (let k = 0; k <= pointsPerPhase; k += 1) {
      const dt = (k / pointsPerPhase) * timing.highSeconds;
      const capacitor = supplyVolts - (supplyVolts - lowThreshold) * Math.exp(-dt / timing.chargeTauSeconds);
      points.push({ t: start + dt, output: supplyVolts, capacitor });
    }
    for (let k = 0; k <= pointsPerPhase; k += 1) {
      const dt = (k / pointsPerPhase) * timing.lowSeconds;
      const capacitor = highThreshold * Math.exp(-dt / timing.dischargeTauSeconds);
      points.push({ t: start + timing.highSeconds + dt, output: 0, capacitor });
    }
  }
  return succeed({ points, periodSeconds: timing.periodSeconds, supplyVolts });
}
