import type { DeviceSpec } from './device-spec';
import { fullScale, type TracerSettings } from './ranges';
import { traceSignature } from './trace';

export interface ScanResult {
  settings: TracerSettings;
  /** 0–1: how well the signature fills both axes of the display. */
  score: number;
}

const SCAN_AMPLITUDES = [0.2, 1, 5, 10, 20];
const SCAN_RESISTANCES = [10, 100, 1e3, 10e3, 100e3];
const SCAN_FREQUENCIES = [60, 600, 5000];

/**
 * Scores a trace by the smaller of its voltage and current spans, each as a fraction of the
 * display. A flat line (open-looking) or a vertical one (short-looking) scores near zero; a
 * resistor equal to the source resistance fills the diagonal and scores 0.5.
 */
export function displayScore(settings: TracerSettings, voltage: Float64Array, current: Float64Array): number {
  const scale = fullScale(settings);
  const vSpan = (Math.max(...voltage) - Math.min(...voltage)) / (2 * scale.voltage);
  const iSpan = (Math.max(...current) - Math.min(...current)) / (2 * scale.current);
  return Math.min(vSpan, iSpan);
}

/**
 * Automatic range scan: tries a grid of voltage, source resistance and frequency and returns every
 * result, best first. Among near-equal scores the lowest test voltage wins, being the gentlest on
 * an in-circuit part, then the lowest frequency.
 */
export function scanRanges(device: DeviceSpec): ScanResult[] {
  const results: ScanResult[] = [];
  for (const frequency of SCAN_FREQUENCIES) {
    for (const sourceResistance of SCAN_RESISTANCES) {
      for (const amplitude of SCAN_AMPLITUDES) {
        const settings = { amplitude, sourceResistance, frequency };
        const trace = traceSignature({ device, ...settings, pointsPerCycle: 160 });
        results.push({ settings, score: displayScore(settings, trace.voltage, trace.current) });
      }
    }
  }
  const best = Math.max(...results.map((r) => r.score));
  const nearBest = (r: ScanResult) => r.score >= best - 0.05;
  return results.sort((a, b) => {
    if (nearBest(a) !== nearBest(b)) return nearBest(a) ? -1 : 1;
    if (nearBest(a)) {
      const gentler =
        a.settings.amplitude - b.settings.amplitude || a.settings.frequency - b.settings.frequency;
      if (gentler !== 0) return gentler;
    }
    return b.score - a.score;
  });
}
