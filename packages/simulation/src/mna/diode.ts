import { addConductance, addCurrent, voltageAt, type Element, type LoadContext } from './element';
import { GMIN, THERMAL_VOLTAGE, criticalVoltage, limitJunctionVoltage, shockley } from './junction';

/** The SPICE level-1 diode parameters this solver models (DC part; no junction charge). */
export interface DiodeParams {
  /** Saturation current IS, A. */
  is: number;
  /** Emission coefficient N. */
  n: number;
  /** Series (bulk) resistance RS, Ω. */
  rs?: number;
  /** Reverse breakdown voltage BV, V (positive); absent means no breakdown. */
  bv?: number;
  /** Reverse current at −BV, A (SPICE default 1 mA). */
  ibv?: number;
}

/**
 * Where the breakdown exponential starts so that the reverse current at −BV equals IBV, using the
 * breakdown branch −is·exp(−(vknee + v)/nVt).
 */
export function breakdownKnee(params: DiodeParams): number | undefined {
  if (params.bv === undefined) return undefined;
  const nvt = params.n * THERMAL_VOLTAGE;
  return params.bv - nvt * Math.log(1 + (params.ibv ?? 1e-3) / params.is);
}

/** Junction current and conductance at junction voltage v (anode minus cathode), GMIN included. */
export function diodeCurrent(params: DiodeParams, v: number, knee = breakdownKnee(params)): [number, number] {
  const nvt = params.n * THERMAL_VOLTAGE;
  if (knee !== undefined && v < -knee) {
    const e = Math.exp(-(knee + v) / nvt);
    return [-params.is * e - params.is + GMIN * v, (params.is * e) / nvt + GMIN];
  }
  const [i, g] = shockley(v, params.is, nvt);
  return [i + GMIN * v, g + GMIN];
}

/** Junction between `anode` and `cathode`; the series resistance, if any, is a separate Resistor. */
export class DiodeJunction implements Element {
  private readonly nvt: number;
  private readonly vcrit: number;
  private readonly knee: number | undefined;
  private lastVoltage = 0;
  private limited = false;

  constructor(
    readonly anode: number,
    readonly cathode: number,
    readonly params: DiodeParams,
  ) {
    this.nvt = params.n * THERMAL_VOLTAGE;
    this.vcrit = criticalVoltage(params.is, this.nvt);
    this.knee = breakdownKnee(params);
  }

  load(ctx: LoadContext): void {
    const raw = voltageAt(ctx.x, this.anode) - voltageAt(ctx.x, this.cathode);
    const v = this.limit(raw);
    this.limited = v !== raw;
    this.lastVoltage = v;
    const [i, g] = diodeCurrent(this.params, v, this.knee);
    addConductance(ctx, this.anode, this.cathode, g);
    addCurrent(ctx, this.anode, this.cathode, i - g * v);
  }

  wasLimited(): boolean {
    return this.limited;
  }

  /** In breakdown the same limiting applies, mirrored about the knee. */
  private limit(raw: number): number {
    const knee = this.knee;
    if (knee !== undefined && raw < Math.min(0, -knee + 10 * this.nvt)) {
      const mirrored = limitJunctionVoltage(-(raw + knee), -(this.lastVoltage + knee), this.nvt, this.vcrit);
      return -(mirrored + knee);
    }
    return limitJunctionVoltage(raw, this.lastVoltage, this.nvt, this.vcrit);
  }
}
