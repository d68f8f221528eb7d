import { describe, expect, it } from 'vitest';
import { operatingPoint, runNgspice, valueWhere } from '@electrobench/simulation/test-support/ngspice';
import { findLibraryModel } from './model-library';

function cards(name: string): string {
  const found = findLibraryModel(name);
  if (!found) throw new Error(`${name} is not in the library`);
  return found.cards;
}

describe('MOSFET models against their datasheets (ngspice)', () => {
  it('IRFZ44N: VGS(th) 2–4 V at 250 µA, RDS(on) at most 17.5 mΩ at 10 V and 25 A', () => {
    const lib = cards('IRFZ44N');
    // Threshold as the datasheet measures it: gate tied to drain.
    const [vth = Number.NaN] = operatingPoint(`I1 0 g 250u\nX1 g g 0 IRFZ44N\n${lib}`, ['v(g)']);
    expect(vth).toBeGreaterThanOrEqual(2);
    expect(vth).toBeLessThanOrEqual(4);
    const [vds = Number.NaN] = operatingPoint(`VG g 0 10\nI1 0 d 25\nX1 d g 0 IRFZ44N\n${lib}`, ['v(d)']);
    expect(vds / 25).toBeLessThanOrEqual(0.0175);
    expect(vds / 25).toBeGreaterThan(0.005);
  });

  it('IRFZ44N: forward transconductance at least 19 S at 25 A; body diode VSD at most 1.3 V at 25 A', () => {
    const lib = cards('IRFZ44N');
    const table = runNgspice({
      circuit: `VD d 0 25\nVG g 0 3\nX1 d g 0 IRFZ44N\n${lib}`,
      analysis: 'dc vg 3 8 0.005',
      vectors: ['i(vd)'],
    });
    const id = (table.columns[0] ?? new Float64Array()).map((i) => -i);
    const vgs = valueWhere(id, table.scale, 25);
    const k = table.scale.findIndex((v) => v >= vgs);
    const gfs =
      ((id[k + 1] ?? 0) - (id[k - 1] ?? 0)) / ((table.scale[k + 1] ?? 0) - (table.scale[k - 1] ?? 0));
    expect(gfs).toBeGreaterThanOrEqual(19);
    const [vs = Number.NaN] = operatingPoint(`I1 0 s 25\nX1 0 0 s IRFZ44N\n${lib}`, ['v(s)']);
    expect(vs).toBeLessThanOrEqual(1.3);
  });

  it('IRF9540N: VGS(th) −2 to −4 V, RDS(on) at most 0.117 Ω at −10 V and −11 A, VSD at most 1.6 V', () => {
    const lib = cards('IRF9540N');
    const [vth = Number.NaN] = operatingPoint(`I1 g 0 250u\nX1 g g 0 IRF9540N\n${lib}`, ['v(g)']);
    expect(vth).toBeLessThanOrEqual(-2);
    expect(vth).toBeGreaterThanOrEqual(-4);
    const [vds = Number.NaN] = operatingPoint(`VG g 0 -10\nI1 d 0 11\nX1 d g 0 IRF9540N\n${lib}`, ['v(d)']);
    expect(-vds / 11).toBeLessThanOrEqual(0.117);
    expect(-vds / 11).toBeGreaterThan(0.03);
    // Body diode: current from drain to source with the gate off.
    const [vd = Number.NaN] = operatingPoint(`I1 0 d 11\nX1 d 0 0 IRF9540N\n${lib}`, ['v(d)']);
    expect(vd).toBeLessThanOrEqual(1.6);
    expect(vd).toBeGreaterThan(0.5);
  });
});
