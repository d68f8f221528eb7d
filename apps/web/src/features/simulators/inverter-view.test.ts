import { INVERTER_DEFAULTS } from '@electrobench/simulation/inverter/inverter-params';
import { describe, expect, it } from 'vitest';
import { GATE_ROWS, inverterView } from './inverter-view';

describe('inverter view', () => {
  const view = inverterView(INVERTER_DEFAULTS);
  const { result, plots } = view;

  it('draws the gate traces from their edges only, and they read the same at every sample', () => {
    const [edgeTime, ...rows] = plots.gate;
    const full = result.time.length;
    expect(edgeTime.length).toBeLessThan(full / 2);
    const gates = result.gateUpper.flatMap((upper, x) => [upper, result.gateLower[x]]);
    const start = result.time[0] ?? 0;
    let kept = 0;
    for (let k = 0; k < full; k++) {
      const ms = ((result.time[k] ?? 0) - start) * 1000;
      while (kept + 1 < edgeTime.length && (edgeTime[kept + 1] ?? Infinity) <= ms) kept++;
      rows.forEach((row, r) => {
        expect((row[kept] ?? NaN) - (GATE_ROWS[r] ?? 0)).toBe(gates[r]?.[k]);
      });
    }
  });

  it('carries the spectra and the peak current the readouts show', () => {
    // Fundamental of the line voltage: √3/2 · m · Vdc, less a little for the dead time.
    const fundamental = view.spectra.line.amplitudes[1] ?? 0;
    expect(fundamental).toBeGreaterThan(0.95 * (Math.sqrt(3) / 2) * 0.8 * 560);
    expect(fundamental).toBeLessThan(1.01 * (Math.sqrt(3) / 2) * 0.8 * 560);
    let peak = 0;
    for (const i of result.phaseCurrent[0]) peak = Math.max(peak, Math.abs(i));
    expect(view.peakCurrent).toBe(peak);
    expect(plots.currents[1]).toBe(result.phaseCurrent[0]);
    expect(plots.voltage[0]?.[0]).toBe(0);
  });
});
