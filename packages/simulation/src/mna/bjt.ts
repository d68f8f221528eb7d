import { addConductance, addCurrent, addEntry, voltageAt, type Element, type LoadContext } from './element';
import { GMIN, THERMAL_VOLTAGE, criticalVoltage, limitJunctionVoltage, shockley } from './junction';

/** Ebers–Moll (transport form) parameters; equal to SPICE Gummel–Poon with its defaults elsewhere. */
export interface BjtParams {
  polarity: 'npn' | 'pnp';
  /** Transport saturation current IS, A. */
  is: number;
  /** Forward and reverse current gains BF, BR. */
  bf: number;
  br: number;
  /**
   * Emitter–base avalanche voltage, V. Ebers–Moll has none, yet a curve tracer shows it on any
   * reverse-biased base–emitter junction above a few volts.
   */
  bvEbo?: number;
}

/**
 * Bipolar transistor as two junctions plus the transport current IS·(exp(vbe/Vt) − exp(vbc/Vt))
 * from collector to emitter. Enough for curve-tracer signatures of B-E, B-C and C-E.
 */
export class Bjt implements Element {
  private readonly sign: number;
  private readonly vcrit: number;
  private vbeLast = 0;
  private vbcLast = 0;
  private limited = false;

  constructor(
    readonly collector: number,
    readonly base: number,
    readonly emitter: number,
    readonly params: BjtParams,
  ) {
    this.sign = params.polarity === 'npn' ? 1 : -1;
    this.vcrit = criticalVoltage(params.is, THERMAL_VOLTAGE);
  }

  load(ctx: LoadContext): void {
    const { collector: c, base: b, emitter: e, sign } = this;
    const vt = THERMAL_VOLTAGE;
    const rawBe = sign * (voltageAt(ctx.x, b) - voltageAt(ctx.x, e));
    const rawBc = sign * (voltageAt(ctx.x, b) - voltageAt(ctx.x, c));
    const vbe = limitJunctionVoltage(rawBe, this.vbeLast, vt, this.vcrit);
    const vbc = limitJunctionVoltage(rawBc, this.vbcLast, vt, this.vcrit);
    this.limited = vbe !== rawBe || vbc !== rawBc;
    this.vbeLast = vbe;
    this.vbcLast = vbc;

    const { is, bf, br } = this.params;
    const [ief, gf] = shockley(vbe, is, vt);
    const [ier, gr] = shockley(vbc, is, vt);
    // Base currents of each junction, each with GMIN across it.
    const ibe = ief / bf + GMIN * vbe;
    const gpi = gf / bf + GMIN;
    const ibc = ier / br + GMIN * vbc;
    const gmu = gr / br + GMIN;
    addConductance(ctx, b, e, gpi);
    addCurrent(ctx, b, e, sign * (ibe - gpi * vbe));
    addConductance(ctx, b, c, gmu);
    addCurrent(ctx, b, c, sign * (ibc - gmu * vbc));

    // Transport current from collector to emitter, linearised in vbe and vbc.
    const ict = ief - ier;
    addCurrent(ctx, c, e, sign * (ict - gf * vbe + gr * vbc));
    addEntry(ctx, c, b, gf - gr);
    addEntry(ctx, c, e, -gf);
    addEntry(ctx, c, c, gr);
    addEntry(ctx, e, b, -(gf - gr));
    addEntry(ctx, e, e, gf);
    addEntry(ctx, e, c, -gr);
  }

  wasLimited(): boolean {
    return this.limited;
  }
}
