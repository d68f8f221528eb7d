import type { WaveformPoint } from '@electrobench/electronics/timer-555-waveform';

/**
 * One monostable pulse for drawing: idle low, a trigger at t = 0, the capacitor charging through R
 * towards the supply until it reaches 2/3 of it (t = ln 3 · RC), then the discharge pin empties it
 * at once and the output falls. A fifth of the pulse is drawn before the trigger and after the end.
 */
export function monostableWaveform(
  ohms: number,
  farads: number,
  supplyVolts: number,
  steps = 60,
): WaveformPoint[] {
  const tau = ohms * farads;
  const pulse = Math.log(3) * tau;
  const margin = pulse / 5;
  const points: WaveformPoint[] = [
    { t: -margin, output: 0, capacitor: 0 },
    { t: 0, output: 0, capacitor: 0 },
  ];
  for (let k = 0; k <= steps; k += 1) {
    const t = (k / steps) * pulse;
    points.push({ t, output: supplyVolts, capacitor: supplyVolts * (1 - Math.exp(-t / tau)) });
  }
  points.push({ t: pulse, output: 0, capacitor: 0 }, { t: pulse + margin, output: 0, capacitor: 0 });
  return points;
}
