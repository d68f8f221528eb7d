import { describe, expect, it } from 'vitest';
import { CircuitBuilder } from './circuit';
import { solveDense } from './dense-lu';
import { DiodeJunction } from './diode';
import { GROUND } from './element';
import { THERMAL_VOLTAGE } from './junction';
import { Capacitor, Inductor, Resistor, VoltageSource } from './linear-elements';
import { TransientSolver } from './transient';

// The MNA solver checked directly against closed-form answers; the VI tracer tests compare the
// whole tracer against ngspice.

/**
 * Runs a transient and returns the value of one unknown at every output point. A source that
 * switches on at t = 0 makes the zero starting state inconsistent, so the first step is backward
 * Euler, as SPICE does after a breakpoint.
 */
function run(
  builder: CircuitBuilder,
  unknown: number,
  step: number,
  steps: number,
  stepStart = true,
): number[] {
  const values: number[] = [];
  new TransientSolver(builder.elements, builder.size).run({
    step,
    steps,
    firstStepBackwardEuler: stepStart,
    onPoint: (_, x) => values.push(x[unknown] ?? Number.NaN),
  });
  return values;
}

describe('solveDense', () => {
  it('solves a system that needs a row swap', () => {
    // 0·x + 2y + z = 7; x + y + z = 6; 2x + y − z = 1  →  x = 1, y = 2, z = 3
    const a = Float64Array.from([0, 2, 1, 1, 1, 1, 2, 1, -1]);
    const b = Float64Array.from([7, 6, 1]);
    expect(solveDense(a, b, 3)).toBe(true);
    expect([...b].map((v) => Number(v.toFixed(12)))).toEqual([1, 2, 3]);
  });

  it('reports a singular matrix instead of returning numbers', () => {
    const a = Float64Array.from([1, 2, 2, 4]);
    expect(solveDense(a, Float64Array.from([1, 2]), 2)).toBe(false);
  });
});

describe('TransientSolver with linear parts', () => {
  it('charges an RC from a 5 V step to 5·(1 − e^−t/τ), within 0.05 %', () => {
    const c = new CircuitBuilder();
    const input = c.unknown();
    const out = c.unknown();
    const branch = c.unknown();
    c.add(new VoltageSource(input, GROUND, branch, () => 5));
    c.add(new Resistor(input, out, 1e3));
    c.add(new Capacitor(out, GROUND, 1e-6)); // τ = 1 ms
    const v = run(c, out, 10e-6, 500);
    for (const k of [100, 200, 500]) {
      const t = k * 10e-6;
      const exact = 5 * (1 - Math.exp(-t / 1e-3));
      expect(Math.abs((v[k - 1] ?? 0) - exact)).toBeLessThan(5 * 5e-4);
    }
  });

  it('lets current rise in an RL to V/R·(1 − e^−tR/L)', () => {
    const c = new CircuitBuilder();
    const input = c.unknown();
    const mid = c.unknown();
    const branch = c.unknown();
    c.add(new VoltageSource(input, GROUND, branch, () => 10));
    c.add(new Resistor(input, mid, 100));
    c.add(new Inductor(mid, GROUND, 10e-3)); // τ = L/R = 100 µs
    const vMid = run(c, mid, 1e-6, 300);
    const current = (k: number) => (10 - (vMid[k - 1] ?? 0)) / 100;
    for (const k of [100, 300]) {
      const exact = 0.1 * (1 - Math.exp(-(k * 1e-6) / 100e-6));
      expect(Math.abs(current(k) - exact)).toBeLessThan(0.1 * 1e-3);
    }
  });

  it('keeps an LC tank ringing at 1/(2π√LC) without losing amplitude (trapezoidal rule)', () => {
    const c = new CircuitBuilder();
    const top = c.unknown();
    const cap = c.add(new Capacitor(top, GROUND, 1e-6));
    c.add(new Inductor(top, GROUND, 1e-3)); // f0 = 5.033 kHz, period 198.7 µs
    cap.voltage = 1; // charged to 1 V, inductor current 0
    const step = 0.5e-6;
    const v = [1, ...run(c, top, step, 4000, false)]; // ten periods, from a consistent state
    const peaks = v.filter(
      (x, i) => i > 0 && i < v.length - 1 && x > (v[i - 1] ?? 0) && x >= (v[i + 1] ?? 0),
    );
    expect(Math.min(...peaks)).toBeGreaterThan(0.999);
    const crossings = v.flatMap((x, i) => (i > 0 && (v[i - 1] ?? 0) < 0 && x >= 0 ? [i * step] : []));
    const period = ((crossings.at(-1) ?? 0) - (crossings[0] ?? 0)) / (crossings.length - 1);
    expect(1 / period).toBeGreaterThan(5033 * 0.998);
    expect(1 / period).toBeLessThan(5033 * 1.002);
  });
});

describe('TransientSolver with a diode', () => {
  it('finds the forward voltage where the resistor current equals the Shockley current', () => {
    const c = new CircuitBuilder();
    const input = c.unknown();
    const anode = c.unknown();
    const branch = c.unknown();
    const params = { is: 2.52e-9, n: 1.752 }; // 1N4148-like
    c.add(new VoltageSource(input, GROUND, branch, () => 5));
    c.add(new Resistor(input, anode, 1e3));
    c.add(new DiodeJunction(anode, GROUND, params));
    const vd = run(c, anode, 1e-6, 3).at(-1) ?? 0;
    const resistorCurrent = (5 - vd) / 1e3;
    const diodeCurrent = params.is * (Math.exp(vd / (params.n * THERMAL_VOLTAGE)) - 1);
    expect(vd).toBeGreaterThan(0.55);
    expect(vd).toBeLessThan(0.75);
    expect(Math.abs(resistorCurrent - diodeCurrent) / resistorCurrent).toBeLessThan(1e-4);
  });
});
