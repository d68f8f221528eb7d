import { defaultStepsPerCycle, type InverterParams } from './inverter-params';
import { Leg } from './leg';
import { carrierAt, references } from './modulation';
import { steadyStatePhaseCurrents } from './phasor-start';

type Three<T> = [T, T, T];

export interface InverterResult {
  /** Time step, s, and samples per fundamental cycle. */
  step: number;
  stepsPerCycle: number;
  cycles: number;
  time: Float64Array;
  carrier: Float32Array;
  reference: Three<Float32Array>;
  /** 1 while the switch is gated on; upper and lower switch of legs a, b, c. */
  gateUpper: Three<Uint8Array>;
  gateLower: Three<Uint8Array>;
  /** Phase-to-neutral voltages of the star load. */
  phaseVoltage: Three<Float32Array>;
  /** Line-to-line voltages ab, bc, ca. */
  lineVoltage: Three<Float32Array>;
  phaseCurrent: Three<Float64Array>;
}

const three = <T>(make: () => T): Three<T> => [make(), make(), make()];
const PHASES = [0, 1, 2] as const;
const NEXT = [1, 2, 0] as const;
const SHIFT = [0, (-2 * Math.PI) / 3, (2 * Math.PI) / 3] as const;

function allocate(count: number, cycles: number, perCycle: number, step: number): InverterResult {
  return {
    step,
    stepsPerCycle: perCycle,
    cycles,
    time: new Float64Array(count),
    carrier: new Float32Array(count),
    reference: three(() => new Float32Array(count)),
    gateUpper: three(() => new Uint8Array(count)),
    gateLower: three(() => new Uint8Array(count)),
    phaseVoltage: three(() => new Float32Array(count)),
    lineVoltage: three(() => new Float32Array(count)),
    phaseCurrent: three(() => new Float64Array(count)),
  };
}

/**
 * Three-phase two-level inverter with ideal switches into a star R-L(-EMF) load. Switching is
 * natural sampling with edges placed inside the step (see Leg); during dead time the freewheeling
 * diodes set the leg voltage from the sign of the phase current. Currents advance by the exact solution of L·di/dt + R·i = v − e
 * over each step. The run starts from the fundamental's steady state, settles for about three load
 * time constants (whole cycles, 1 to 4) and then records whole cycles.
 */
export function simulateInverter(params: InverterParams): InverterResult {
  const f = params.outputFrequency;
  const perCycle = params.stepsPerCycle ?? defaultStepsPerCycle(params);
  const cycles = params.cycles ?? 1;
  const h = 1 / (f * perCycle);
  const { resistance: r, inductance: l, dcLinkVoltage: vdc, deadTime, modulationIndex: m } = params;
  const warmup = Math.min(4, Math.max(1, Math.ceil((3 * l * f) / Math.max(r, 1e-9))));
  const total = (warmup + cycles) * perCycle;
  const recordFrom = warmup * perCycle;
  const out = allocate(cycles * perCycle, cycles, perCycle, h);
  const { reference, gateUpper, gateLower, phaseVoltage, lineVoltage, phaseCurrent: currents } = out;

  const decay = r > 0 ? Math.exp((-r * h) / l) : 1;
  const gain = r > 0 ? (1 - decay) / r : h / l;
  // e_x = E·sin(θ_mid + shift_x − lag) = E·(sin θ_mid·cos φx + cos θ_mid·sin φx)
  const emf = params.backEmf?.peak ?? 0;
  const lag = ((params.backEmf?.lagDegrees ?? 0) * Math.PI) / 180;
  const emfCos = SHIFT.map((s) => emf * Math.cos(s - lag));
  const emfSin = SHIFT.map((s) => emf * Math.sin(s - lag));
  // The angle advances by rotation, so each step costs no trigonometry.
  const dTheta = 2 * Math.PI * f * h;
  const [rotCos, rotSin, halfCos, halfSin] = [
    Math.cos(dTheta),
    Math.sin(dTheta),
    Math.cos(dTheta / 2),
    Math.sin(dTheta / 2),
  ];
  let sin = 0;
  let cos = 1;

  const current = steadyStatePhaseCurrents(params);
  const legs = PHASES.map(() => new Leg(vdc, deadTime));
  const pole = new Float64Array(3);
  let ref = new Float64Array(3);
  let nextRef = new Float64Array(3);
  references(sin, cos, m, params.modulation, ref);
  let carrier = carrierAt(0, params.carrierFrequency);
  legs.forEach((leg, x) => (leg.wanted = (ref[x] ?? 0) > carrier ? 1 : 0));

  for (let k = 0; k < total; k++) {
    const t = k * h;
    // Angle at the end of this step, reset exactly at each cycle boundary.
    const endOfCycle = (k + 1) % perCycle === 0;
    const nextSin = endOfCycle ? 0 : sin * rotCos + cos * rotSin;
    const nextCos = endOfCycle ? 1 : cos * rotCos - sin * rotSin;
    references(nextSin, nextCos, m, params.modulation, nextRef);
    const nextCarrier = carrierAt(t + h, params.carrierFrequency);
    const rec = k - recordFrom;
    for (const x of PHASES) {
      const leg = legs[x];
      if (!leg) continue;
      if (rec >= 0) {
        gateUpper[x][rec] = leg.upper(t);
        gateLower[x][rec] = leg.lower(t);
      }
      pole[x] = leg.advance(t, h, (ref[x] ?? 0) - carrier, (nextRef[x] ?? 0) - nextCarrier, current[x] ?? 0);
    }
    const neutral = ((pole[0] ?? 0) + (pole[1] ?? 0) + (pole[2] ?? 0)) / 3;
    const sinMid = sin * halfCos + cos * halfSin;
    const cosMid = cos * halfCos - sin * halfSin;
    for (const x of PHASES) {
      const v = (pole[x] ?? 0) - neutral;
      if (rec >= 0) {
        reference[x][rec] = ref[x] ?? 0;
        phaseVoltage[x][rec] = v;
        lineVoltage[x][rec] = (pole[x] ?? 0) - (pole[NEXT[x]] ?? 0);
        currents[x][rec] = current[x] ?? 0;
      }
      const e = sinMid * (emfCos[x] ?? 0) + cosMid * (emfSin[x] ?? 0);
      current[x] = decay * (current[x] ?? 0) + gain * (v - e);
    }
    if (rec >= 0) {
      out.time[rec] = t;
      out.carrier[rec] = carrier;
    }
    [ref, nextRef] = [nextRef, ref];
    carrier = nextCarrier;
    sin = nextSin;
    cos = nextCos;
  }
  return out;
}
