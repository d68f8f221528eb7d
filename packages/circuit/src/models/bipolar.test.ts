import { describe, expect, it } from 'vitest';
import { operatingPoint, runNgspice, valueWhere } from '@electrobench/simulation/test-support/ngspice';
import { findLibraryModel } from './model-library';

function model(name: string) {
  const found = findLibraryModel(name);
  if (!found) throw new Error(`${name} is not in the library`);
  return { cards: found.cards, sign: found.kind === 'pnp' ? -1 : 1 };
}

/** hFE and VBE where the collector current reaches `ic` with VCE held at `vce` (magnitudes). */
function activePoint(name: string, ic: number, vce: number) {
  const { cards, sign } = model(name);
  const table = runNgspice({
    circuit: `VCE c 0 ${sign * vce}\nVBE b 0 0\nQ1 c b 0 ${name}\n${cards}`,
    analysis: `dc vbe 0 ${sign * 1.1} ${sign * 0.0002}`,
    vectors: ['i(vce)', 'i(vbe)'],
  });
  const [collector, base] = table.columns;
  if (!collector || !base) throw new Error('no currents');
  const icAbs = collector.map(Math.abs);
  const vbe = Math.abs(valueWhere(icAbs, table.scale, ic));
  const ib = Math.abs(valueWhere(icAbs, base, ic));
  return { hfe: ic / ib, vbe };
}

/** VCE(sat) and VBE(sat) with forced collector and base currents (magnitudes). */
function saturation(name: string, ic: number, ib: number) {
  const { cards, sign } = model(name);
  const [vce = Number.NaN, vbe = Number.NaN] = operatingPoint(
    `IC 0 c ${sign * ic}\nIB 0 b ${sign * ib}\nQ1 c b 0 ${name}\n${cards}`,
    ['v(c)', 'v(b)'],
  );
  return { vce: Math.abs(vce), vbe: Math.abs(vbe) };
}

describe('bipolar transistor models against their datasheets (ngspice)', () => {
  it('BC547B: hFE 200–450 and VBE 0.58–0.70 V at 2 mA, 5 V; VCE(sat) at most 0.25 V', () => {
    const { hfe, vbe } = activePoint('BC547B', 2e-3, 5);
    expect(hfe).toBeGreaterThanOrEqual(200);
    expect(hfe).toBeLessThanOrEqual(450);
    expect(vbe).toBeGreaterThanOrEqual(0.58);
    expect(vbe).toBeLessThanOrEqual(0.7);
    expect(saturation('BC547B', 10e-3, 0.5e-3).vce).toBeLessThanOrEqual(0.25);
  });

  it('BC557B: hFE 200–450 and VBE 0.60–0.75 V at −2 mA, −5 V', () => {
    const { hfe, vbe } = activePoint('BC557B', 2e-3, 5);
    expect(hfe).toBeGreaterThanOrEqual(200);
    expect(hfe).toBeLessThanOrEqual(450);
    expect(vbe).toBeGreaterThanOrEqual(0.6);
    expect(vbe).toBeLessThanOrEqual(0.75);
  });

  it('2N3904: hFE 100–300 at 10 mA, at least 30 at 100 mA; saturation at 10 mA/1 mA', () => {
    const { hfe } = activePoint('2N3904', 10e-3, 1);
    expect(hfe).toBeGreaterThanOrEqual(100);
    expect(hfe).toBeLessThanOrEqual(300);
    expect(activePoint('2N3904', 100e-3, 1).hfe).toBeGreaterThanOrEqual(30);
    const sat = saturation('2N3904', 10e-3, 1e-3);
    expect(sat.vce).toBeLessThanOrEqual(0.2);
    expect(sat.vbe).toBeGreaterThanOrEqual(0.65);
    expect(sat.vbe).toBeLessThanOrEqual(0.85);
  });

  it('2N3906: hFE 100–300 at −10 mA; VCE(sat) at most 0.25 V at −10 mA/−1 mA', () => {
    const { hfe } = activePoint('2N3906', 10e-3, 1);
    expect(hfe).toBeGreaterThanOrEqual(100);
    expect(hfe).toBeLessThanOrEqual(300);
    expect(saturation('2N3906', 10e-3, 1e-3).vce).toBeLessThanOrEqual(0.25);
  });

  it('2N2222A: hFE 100–300 at 150 mA, 10 V; saturation at 150 mA/15 mA', () => {
    const { hfe } = activePoint('2N2222A', 150e-3, 10);
    expect(hfe).toBeGreaterThanOrEqual(100);
    expect(hfe).toBeLessThanOrEqual(300);
    const sat = saturation('2N2222A', 150e-3, 15e-3);
    expect(sat.vce).toBeLessThanOrEqual(0.3);
    expect(sat.vbe).toBeGreaterThanOrEqual(0.6);
    expect(sat.vbe).toBeLessThanOrEqual(1.2);
  });
});
