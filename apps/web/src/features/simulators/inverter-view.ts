import type { InverterParams } from '@electrobench/simulation/inverter/inverter-params';
import { simulateInverter, type InverterResult } from '@electrobench/simulation/inverter/simulate-inverter';
import { harmonicSpectrum, type HarmonicSpectrum } from '@electrobench/simulation/inverter/spectrum';
import type uPlot from 'uplot';

/** Each gate row sits 1.5 units below the previous so the six logic traces do not overlap. */
export const GATE_ROWS = [0, 1, 2, 3, 4, 5].map((row) => (5 - row) * 1.5);

/**
 * Everything the page shows for one run, ready to draw: the run itself, the three spectra and the
 * plot arrays. Made where the run is made (the worker), so the page's main thread only hands
 * arrays to the charts.
 */
export interface InverterView {
  result: InverterResult;
  spectra: { line: HarmonicSpectrum; phase: HarmonicSpectrum; current: HarmonicSpectrum };
  peakCurrent: number;
  plots: {
    /** Time in ms from the start of the shown cycles, then carrier and the three references. */
    modulation: uPlot.AlignedData;
    /**
     * Only the samples where some gate changes (and the last): the traces are steps held until the
     * next sample, so this draws the same picture from a fraction of the points.
     */
    gate: uPlot.AlignedData;
    voltage: uPlot.AlignedData;
    currents: uPlot.AlignedData;
  };
}

function peakOf(values: ArrayLike<number>): number {
  let peak = 0;
  for (let k = 0; k < values.length; k++) peak = Math.max(peak, Math.abs(values[k] ?? 0));
  return peak;
}

/** The gate traces (upper a, lower a, upper b, …) offset to their rows, kept at their edges only. */
function gateSeries(result: InverterResult, time: Float64Array): uPlot.AlignedData {
  const gates = result.gateUpper.flatMap((upper, x) => [upper, result.gateLower[x] ?? upper]);
  const count = time.length;
  const kept: number[] = [];
  for (let k = 0; k < count; k++) {
    if (k === 0 || k === count - 1 || gates.some((g) => g[k] !== g[k - 1])) kept.push(k);
  }
  return [
    Float64Array.from(kept, (k) => time[k] ?? 0),
    ...gates.map((g, row) => Float32Array.from(kept, (k) => (g[k] ?? 0) + (GATE_ROWS[row] ?? 0))),
  ];
}

export function inverterView(params: InverterParams): InverterView {
  const result = simulateInverter(params);
  const start = result.time[0] ?? 0;
  const time = Float64Array.from(result.time, (t) => (t - start) * 1000);
  return {
    result,
    spectra: {
      line: harmonicSpectrum(result.lineVoltage[0], result.cycles),
      phase: harmonicSpectrum(result.phaseVoltage[0], result.cycles),
      current: harmonicSpectrum(result.phaseCurrent[0], result.cycles),
    },
    peakCurrent: peakOf(result.phaseCurrent[0]),
    plots: {
      modulation: [time, result.carrier, ...result.reference],
      gate: gateSeries(result, time),
      voltage: [time, result.lineVoltage[0], result.phaseVoltage[0]],
      currents: [time, ...result.phaseCurrent],
    },
  };
}

/** Every typed array's buffer once, so the view is handed over from the worker without copying. */
export function viewBuffers(view: InverterView): ArrayBuffer[] {
  const { result, spectra, plots } = view;
  const arrays: unknown[] = [
    result.time,
    result.carrier,
    ...result.reference,
    ...result.gateUpper,
    ...result.gateLower,
    ...result.phaseVoltage,
    ...result.lineVoltage,
    ...result.phaseCurrent,
    spectra.line.amplitudes,
    spectra.phase.amplitudes,
    spectra.current.amplitudes,
    ...plots.modulation,
    ...plots.gate,
    ...plots.voltage,
    ...plots.currents,
  ];
  const buffers = new Set<ArrayBuffer>();
  for (const array of arrays) {
    const buffer = (array as { buffer?: unknown }).buffer;
    if (buffer instanceof ArrayBuffer) buffers.add(buffer);
  }
  return [...buffers];
}
