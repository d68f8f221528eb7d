import { describe, expect, it } from 'vitest';
import { fullScaleError, resample, runNgspiceTransient } from '../test-support/ngspice';
import type { DeviceSpec } from './device-spec';
import { traceSignature } from './trace';

interface Case {
  name: string;
  device: DeviceSpec;
  /** The same device in SPICE, between node d (lead A) and 0 (common). */
  spice: string;
  amplitude: number;
  frequency: number;
  sourceResistance: number;
}

const CASES: Case[] = [
  {
    name: 'resistor 1 kΩ',
    device: { kind: 'resistor', ohms: 1000 },
    spice: 'R1 d 0 1k',
    amplitude: 10,
    frequency: 1000,
    sourceResistance: 1000,
  },
  {
    name: 'capacitor 1 µF',
    device: { kind: 'capacitor', farads: 1e-6 },
    spice: 'C1 d 0 1u',
    amplitude: 5,
    frequency: 500,
    sourceResistance: 470,
  },
  {
    name: 'silicon diode',
    device: { kind: 'diode', params: { is: 2.52e-9, n: 1.752, rs: 0.568 } },
    spice: 'D1 d 0 DSIG\n.model DSIG D(IS=2.52n N=1.752 RS=0.568)',
    amplitude: 5,
    frequency: 1000,
    sourceResistance: 100,
  },
  {
    name: 'zener 5.1 V',
    device: { kind: 'diode', params: { is: 1e-14, n: 1, rs: 10, bv: 5.1, ibv: 5e-3 } },
    spice: 'D1 d 0 DZ\n.model DZ D(IS=1e-14 N=1 RS=10 BV=5.1 IBV=5m)',
    amplitude: 12,
    frequency: 1000,
    sourceResistance: 1000,
  },
  {
    name: 'red LED',
    device: { kind: 'diode', params: { is: 1e-18, n: 1.9, rs: 2 } },
    spice: 'D1 d 0 DLED\n.model DLED D(IS=1e-18 N=1.9 RS=2)',
    amplitude: 5,
    frequency: 200,
    sourceResistance: 100,
  },
  {
    name: '1 kΩ parallel 1 µF, in series with 220 Ω',
    device: {
      kind: 'series',
      parts: [
        { kind: 'resistor', ohms: 220 },
        {
          kind: 'parallel',
          parts: [
            { kind: 'resistor', ohms: 1000 },
            { kind: 'capacitor', farads: 1e-6 },
          ],
        },
      ],
    },
    spice: 'R1 d m 220\nR2 m 0 1k\nC1 m 0 1u',
    amplitude: 5,
    frequency: 300,
    sourceResistance: 1000,
  },
  {
    name: 'NPN base–emitter, collector open',
    device: { kind: 'bjt', params: { polarity: 'npn', is: 1e-14, bf: 200, br: 3 }, terminals: 'be' },
    spice: 'Q1 c d 0 QN\n.model QN NPN(IS=1e-14 BF=200 BR=3)',
    amplitude: 5,
    frequency: 1000,
    sourceResistance: 1000,
  },
  {
    name: 'NPN base–emitter driven into emitter–base breakdown',
    device: {
      kind: 'bjt',
      params: { polarity: 'npn', is: 1e-14, bf: 200, br: 3, bvEbo: 7 },
      terminals: 'be',
    },
    spice:
      'Q1 c d 0 QN\nD1 d 0 DBV\n.model QN NPN(IS=1e-14 BF=200 BR=3)\n.model DBV D(IS=1e-30 N=1 BV=7 IBV=10u)',
    amplitude: 15,
    frequency: 1000,
    sourceResistance: 1000,
  },
  {
    name: 'unpowered CMOS input pin (ESD diodes, decoupled rail)',
    device: { kind: 'ic-pin', esd: { is: 1e-14, n: 1.05, rs: 20 }, railFarads: 100e-9, railOhms: 10e3 },
    spice: 'D1 d rail DESD\nD2 0 d DESD\nC1 rail 0 100n\nR1 rail 0 10k\n.model DESD D(IS=1e-14 N=1.05 RS=20)',
    amplitude: 5,
    frequency: 1000,
    sourceResistance: 1000,
  },
];

const CYCLES = 3;
const POINTS_PER_CYCLE = 400;

describe('VI tracer engine against ngspice (same circuit, from rest)', () => {
  for (const c of CASES) {
    it(`${c.name}: voltage and current within 1 % of full scale`, () => {
      const step = 1 / (c.frequency * POINTS_PER_CYCLE);
      const mine = traceSignature({
        device: c.device,
        amplitude: c.amplitude,
        frequency: c.frequency,
        sourceResistance: c.sourceResistance,
        pointsPerCycle: POINTS_PER_CYCLE,
        cycles: CYCLES,
        start: 'rest',
      });
      const ref = runNgspiceTransient({
        circuit: `V1 s 0 SIN(0 ${c.amplitude} ${c.frequency})\nRS s d ${c.sourceResistance}\n${c.spice}`,
        step: step / 4,
        stop: CYCLES / c.frequency,
        vectors: ['v(s)', 'v(d)'],
      });
      const [vs, vd] = ref.columns;
      if (!vs || !vd) throw new Error('ngspice returned no data');
      const refVoltage = resample(ref.time, vd, mine.time);
      const refCurrent = resample(
        ref.time,
        vs.map((v, k) => (v - (vd[k] ?? 0)) / c.sourceResistance),
        mine.time,
      );
      expect(mine.unconverged).toBe(0);
      expect(fullScaleError(mine.voltage, refVoltage)).toBeLessThan(0.01);
      expect(fullScaleError(mine.current, refCurrent)).toBeLessThan(0.01);
    });
  }
});
