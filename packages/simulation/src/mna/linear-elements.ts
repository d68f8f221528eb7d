import { addConductance, addCurrent, addEntry, voltageAt, type Element, type LoadContext } from './element';

export class Resistor implements Element {
  private readonly conductance: number;
  constructor(
    readonly a: number,
    readonly b: number,
    ohms: number,
  ) {
    this.conductance = 1 / ohms;
  }
  load(ctx: LoadContext): void {
    addConductance(ctx, this.a, this.b, this.conductance);
  }
}

/**
 * Capacitor by its integration companion: a conductance in parallel with a current source that
 * carries the history (voltage and current of the last accepted point).
 */
export class Capacitor implements Element {
  voltage = 0;
  current = 0;
  constructor(
    readonly a: number,
    readonly b: number,
    readonly farads: number,
  ) {}
  private companion(step: number, backwardEuler: boolean): [g: number, i: number] {
    if (backwardEuler) {
      const g = this.farads / step;
      return [g, -g * this.voltage];
    }
    const g = (2 * this.farads) / step;
    return [g, -g * this.voltage - this.current];
  }
  load(ctx: LoadContext): void {
    const [g, i] = this.companion(ctx.step, ctx.backwardEuler);
    addConductance(ctx, this.a, this.b, g);
    addCurrent(ctx, this.a, this.b, i);
  }
  accept(x: Float64Array, step: number, backwardEuler: boolean): void {
    const [g, i] = this.companion(step, backwardEuler);
    const v = voltageAt(x, this.a) - voltageAt(x, this.b);
    this.current = g * v + i;
    this.voltage = v;
  }
}

/** Inductor companion: i(n+1) = i(n) + h/2L·(v(n+1) + v(n)) for the trapezoidal rule. */
export class Inductor implements Element {
  voltage = 0;
  current = 0;
  constructor(
    readonly a: number,
    readonly b: number,
    readonly henries: number,
  ) {}
  private companion(step: number, backwardEuler: boolean): [g: number, i: number] {
    if (backwardEuler) return [step / this.henries, this.current];
    const g = step / (2 * this.henries);
    return [g, this.current + g * this.voltage];
  }
  load(ctx: LoadContext): void {
    const [g, i] = this.companion(ctx.step, ctx.backwardEuler);
    addConductance(ctx, this.a, this.b, g);
    addCurrent(ctx, this.a, this.b, i);
  }
  accept(x: Float64Array, step: number, backwardEuler: boolean): void {
    const [g, i] = this.companion(step, backwardEuler);
    const v = voltageAt(x, this.a) - voltageAt(x, this.b);
    this.current = g * v + i;
    this.voltage = v;
  }
}

export type Waveform = (time: number) => number;

export function sineWave(peak: number, frequency: number): Waveform {
  const w = 2 * Math.PI * frequency;
  return (t) => peak * Math.sin(w * t);
}

/** Ideal voltage source from a (+) to b (−); `branch` is its current unknown (flowing a→b inside). */
export class VoltageSource implements Element {
  constructor(
    readonly a: number,
    readonly b: number,
    readonly branch: number,
    readonly wave: Waveform,
  ) {}
  load(ctx: LoadContext): void {
    addEntry(ctx, this.a, this.branch, 1);
    addEntry(ctx, this.b, this.branch, -1);
    addEntry(ctx, this.branch, this.a, 1);
    addEntry(ctx, this.branch, this.b, -1);
    ctx.rhs[this.branch] = (ctx.rhs[this.branch] ?? 0) + this.wave(ctx.time);
  }
}

/**
 * A voltage source behind a series resistance, stamped as its Norton equivalent so the tracer's
 * drive adds no unknowns: a current wave(t)/R into `node` in parallel with 1/R to ground.
 */
export class SourceWithResistance implements Element {
  private readonly conductance: number;
  constructor(
    readonly node: number,
    readonly ohms: number,
    readonly wave: Waveform,
  ) {
    this.conductance = 1 / ohms;
  }
  load(ctx: LoadContext): void {
    addEntry(ctx, this.node, this.node, this.conductance);
    ctx.rhs[this.node] = (ctx.rhs[this.node] ?? 0) + this.wave(ctx.time) * this.conductance;
  }
}
