import { describe, expect, it } from 'vitest';
import { runNgspiceTransient } from '../test-support/ngspice';
import type { InverterParams } from './inverter-params';
import { simulateInverter } from './simulate-inverter';

const BASE: InverterParams = {
  dcLinkVoltage: 600,
  modulationIndex: 0.8,
  modulation: 'sine',
  outputFrequency: 50,
  carrierFrequency: 2000,
  deadTime: 0,
  resistance: 10,
  inductance: 10e-3,
  cycles: 1,
  stepsPerCycle: 8192,
};

const PI = '3.141592653589793';
const w = (harmonic: number) => `${2 * harmonic}*${PI}*50*time`;

/** The reference waves as ngspice sources: ra, rb, rc. */
function spiceReferences(p: InverterParams): string {
  const m = p.modulationIndex;
  const sine = (phase: string) => `${m}*sin(${w(1)}${phase})`;
  const phases = ['', `-2*${PI}/3`, `+2*${PI}/3`];
  const lines = phases.map((phase, x) => `Bs${x} s${x} 0 V = ${sine(phase)}`);
  const common =
    p.modulation === 'third-harmonic'
      ? `${m / 6}*sin(${w(3)})`
      : p.modulation === 'svpwm'
        ? '-(max(max(v(s0),v(s1)),v(s2)) + min(min(v(s0),v(s1)),v(s2)))/2'
        : '0';
  lines.push(`Bcm cm 0 V = ${common}`);
  return lines.join('\n');
}

/** Same inverter in SPICE: comparator B-sources for the legs, a triangle PULSE carrier, star R-L(-E) load. */
function spiceInverter(p: InverterParams): string {
  const half = 1 / (2 * p.carrierFrequency);
  // SPICE reads a zero pulse width as "until the end", hence the picosecond flat top.
  const edge = half - 1e-12;
  const lines = [`Vcar car 0 PULSE(-1 1 0 ${edge} ${edge} 2e-12 ${2 * half})`, spiceReferences(p)];
  const emf = p.backEmf;
  for (let x = 0; x < 3; x++) {
    lines.push(`Bleg${x} leg${x} 0 V = ${p.dcLinkVoltage}*u(v(s${x}) + v(cm) - v(car))`);
    lines.push(`R${x} leg${x} x${x} ${p.resistance}`);
    if (emf) {
      lines.push(`L${x} x${x} y${x} ${p.inductance}`);
      lines.push(`VE${x} y${x} n SIN(0 ${emf.peak} 50 0 0 ${-120 * x - emf.lagDegrees})`);
    } else {
      lines.push(`L${x} x${x} n ${p.inductance}`);
    }
  }
  return lines.join('\n');
}

/** Largest |i| of each phase over the last full cycle of an ngspice run of `cycles` cycles. */
function ngspicePeaks(p: InverterParams, cycles: number): number[] {
  const ref = runNgspiceTransient({
    circuit: spiceInverter(p),
    step: 0.5e-6,
    stop: cycles / p.outputFrequency,
    vectors: ['v(leg0)', 'v(x0)', 'v(leg1)', 'v(x1)', 'v(leg2)', 'v(x2)'],
  });
  const from = (cycles - 1) / p.outputFrequency;
  return [0, 1, 2].map((x) => {
    const a = ref.columns[2 * x];
    const b = ref.columns[2 * x + 1];
    if (!a || !b) throw new Error('ngspice returned no data');
    let peak = 0;
    ref.time.forEach((t, k) => {
      if (t >= from) peak = Math.max(peak, Math.abs(((a[k] ?? 0) - (b[k] ?? 0)) / p.resistance));
    });
    return peak;
  });
}

const CASES: [string, InverterParams][] = [
  ['sinusoidal PWM, R-L load', BASE],
  ['third-harmonic injection at m = 1.1', { ...BASE, modulation: 'third-harmonic', modulationIndex: 1.1 }],
  ['SVPWM at m = 1.1', { ...BASE, modulation: 'svpwm', modulationIndex: 1.1 }],
  [
    'sinusoidal PWM into a motor-like load with back-EMF',
    { ...BASE, resistance: 2, inductance: 20e-3, backEmf: { peak: 180, lagDegrees: 20 } },
  ],
];

describe('inverter engine against ngspice (same circuit)', () => {
  for (const [name, params] of CASES) {
    it(`${name}: peak phase current within 2 %`, () => {
      const mine = simulateInverter(params);
      const reference = ngspicePeaks(params, 6);
      mine.phaseCurrent.forEach((phase, x) => {
        const peak = Math.max(...phase.map(Math.abs));
        expect(Math.abs(peak - (reference[x] ?? 0)) / (reference[x] ?? 1)).toBeLessThan(0.02);
      });
    }, 60_000);
  }
});
