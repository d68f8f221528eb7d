import { describe, expect, it } from 'vitest';
import { operatingPoint, runNgspice } from '@electrobench/simulation/test-support/ngspice';
import { NE555_MODEL } from './ne555';

const lib = NE555_MODEL.cards;

/** Times at which `values` rises through `level`. */
function risingEdges(time: Float64Array, values: Float64Array, level: number): number[] {
  const edges: number[] = [];
  for (let k = 1; k < values.length; k++) {
    const v0 = values[k - 1] ?? 0;
    const v1 = values[k] ?? 0;
    if (v0 < level && v1 >= level) {
      const t0 = time[k - 1] ?? 0;
      edges.push(t0 + ((level - v0) / (v1 - v0)) * ((time[k] ?? 0) - t0));
    }
  }
  return edges;
}

describe('NE555 subcircuit against its datasheet (ngspice)', () => {
  it('astable with RA 1 kΩ, RB 10 kΩ, C 10 nF runs at 1.44/((RA + 2RB)C) = 6.86 kHz, C between 1/3 and 2/3 VCC', () => {
    const table = runNgspice({
      circuit: `VCC vcc 0 5\nRA vcc dis 1k\nRB dis thr 10k\nC1 thr 0 10n\nCC ctrl 0 10n\nX1 0 thr out vcc ctrl thr dis vcc NE555\nRL out 0 10k\n${lib}`,
      analysis: 'tran 0.2u 1.5m',
      vectors: ['v(out)', 'v(thr)'],
    });
    const [out, cap] = table.columns;
    if (!out || !cap) throw new Error('no waveforms');
    const edges = risingEdges(table.scale, out, 2);
    expect(edges.length).toBeGreaterThanOrEqual(6);
    const period = ((edges.at(-1) ?? 0) - (edges[2] ?? 0)) / (edges.length - 3);
    expect(1 / period).toBeGreaterThan(6857 * 0.95);
    expect(1 / period).toBeLessThan(6857 * 1.05);
    const settled = cap.filter((_, k) => (table.scale[k] ?? 0) > 0.5e-3);
    expect(Math.max(...settled)).toBeCloseTo(10 / 3, 1);
    expect(Math.min(...settled)).toBeCloseTo(5 / 3, 1);
  });

  it('monostable: a trigger pulse gives one output pulse of 1.1·R·C', () => {
    const table = runNgspice({
      circuit: `VCC vcc 0 9\nVT trig 0 PULSE(9 0 50u 1u 1u 10u 1)\nR1 vcc thr 10k\nC1 thr 0 10n\nCC ctrl 0 10n\nX1 0 trig out vcc ctrl thr thr vcc NE555\nRL out 0 10k\n${lib}`,
      analysis: 'tran 0.2u 400u',
      vectors: ['v(out)'],
    });
    const out = table.columns[0] ?? new Float64Array();
    expect(out[0]).toBeLessThan(0.5);
    const [rise = Number.NaN] = risingEdges(table.scale, out, 3);
    const fallIndex = out.findIndex((v, k) => (table.scale[k] ?? 0) > rise + 5e-6 && v < 3);
    const width = (table.scale[fallIndex] ?? 0) - rise;
    expect(width).toBeGreaterThan(110e-6 * 0.95);
    expect(width).toBeLessThan(110e-6 * 1.05);
  });

  it('output high is 12.75 V or more at VCC 15 V and 100 mA (datasheet typical 13.3 V)', () => {
    const [out = Number.NaN] = operatingPoint(
      `VCC vcc 0 15\nVT trig 0 0\nX1 0 trig out vcc ctrl 0 dis vcc NE555\nIL out 0 100m\nCC ctrl 0 10n\n${lib}`,
      ['v(out)'],
    );
    expect(out).toBeGreaterThanOrEqual(12.75);
    expect(out).toBeLessThan(14);
  });
});
