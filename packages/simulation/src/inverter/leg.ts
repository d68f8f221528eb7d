/**
 * One inverter leg between two time points. The comparator edge is placed where the reference
 * crosses the carrier inside the step (linear interpolation), and the step's pole voltage is the
 * time average of what the leg really applies, so switching instants are not rounded to the time
 * grid. Rounding them acts like noise with a DC and low-frequency part, which a low-resistance
 * load turns into a visible current offset.
 */
export class Leg {
  /** Comparator output after the last edge: 1 = upper switch wanted. */
  wanted = 0;
  /** End of the dead time after the last edge; both switches are off before it. */
  blankEnd = -Infinity;

  constructor(
    private readonly dcLinkVoltage: number,
    private readonly deadTime: number,
  ) {}

  /** Gate of the upper switch at time t (1 = on). */
  upper(t: number): number {
    return this.wanted === 1 && t >= this.blankEnd ? 1 : 0;
  }

  /** Gate of the lower switch at time t (1 = on). */
  lower(t: number): number {
    return this.wanted === 0 && t >= this.blankEnd ? 1 : 0;
  }

  /**
   * Average pole voltage (against the negative rail) over [t0, t0 + h], given the comparator
   * margin (reference − carrier) at both ends and the phase current, whose sign picks the
   * freewheeling diode while both switches are off.
   */
  advance(t0: number, h: number, margin0: number, margin1: number, current: number): number {
    const freewheel = current > 0 ? 0 : this.dcLinkVoltage;
    const t1 = t0 + h;
    const next = margin1 > 0 ? 1 : 0;
    if (next === this.wanted) return this.integral(t0, t1, freewheel) / h;
    const crossing = t0 + (h * margin0) / (margin0 - margin1);
    const edge = Math.min(t1, Math.max(t0, crossing));
    let sum = this.integral(t0, edge, freewheel);
    this.wanted = next;
    this.blankEnd = edge + this.deadTime;
    sum += this.integral(edge, t1, freewheel);
    return sum / h;
  }

  private integral(from: number, to: number, freewheel: number): number {
    const level = this.wanted === 1 ? this.dcLinkVoltage : 0;
    const blanked = Math.max(0, Math.min(to, this.blankEnd) - from);
    return blanked * freewheel + (to - from - blanked) * level;
  }
}
