/** Small physics models behind the articles' interactive diagrams. Textbook idealisations. */

export const ELECTRON_CHARGE_C = 1.602176634e-19;
/** Free electrons per cubic metre in copper (one per atom). */
export const COPPER_FREE_ELECTRONS_PER_M3 = 8.5e28;
/** kT/q at 27 °C. */
export const THERMAL_VOLTAGE_V = 0.02585;

export const electronsPerSecond = (amps: number) => amps / ELECTRON_CHARGE_C;

/** Mean drift speed v = I / (n · A · e) in metres per second, for a copper wire of the given area. */
export function driftSpeed(amps: number, areaMm2: number): number {
  return amps / (COPPER_FREE_ELECTRONS_PER_M3 * areaMm2 * 1e-6 * ELECTRON_CHARGE_C);
}

/** Ideal transformer: voltage in the turns ratio, current in the inverse ratio. */
export function transformer(primaryVolts: number, primaryTurns: number, secondaryTurns: number) {
  const ratio = secondaryTurns / primaryTurns;
  return { secondaryVolts: primaryVolts * ratio, currentRatio: 1 / ratio };
}

/** Shockley diode equation; Is = 10 fA and n = 1 give a small silicon junction's 0.6–0.7 V knee. */
export function diodeCurrent(volts: number, saturationAmps = 1e-14, ideality = 1): number {
  return saturationAmps * (Math.exp(volts / (ideality * THERMAL_VOLTAGE_V)) - 1);
}

export interface ZenerInput {
  vin: number;
  zenerVolts: number;
  seriesOhms: number;
  loadOhms: number;
}

/** Shunt regulator with an ideal zener: it clamps the output at Vz while any current is left for it. */
export function zenerRegulator({ vin, zenerVolts, seriesOhms, loadOhms }: ZenerInput) {
  const unclamped = (vin * loadOhms) / (seriesOhms + loadOhms);
  const regulating = unclamped >= zenerVolts;
  const vout = regulating ? zenerVolts : unclamped;
  const seriesAmps = (vin - vout) / seriesOhms;
  const loadAmps = vout / loadOhms;
  const zenerAmps = regulating ? seriesAmps - loadAmps : 0;
  return { vout, seriesAmps, loadAmps, zenerAmps, zenerWatts: zenerAmps * zenerVolts, regulating };
}

export interface OpAmpInput {
  mode: 'inverting' | 'non-inverting';
  feedbackOhms: number;
  groundOhms: number;
  vin: number;
  /** Symmetric supply; the output cannot pass either rail. */
  railVolts: number;
}

export function opAmpOutput({ mode, feedbackOhms, groundOhms, vin, railVolts }: OpAmpInput) {
  const gain = mode === 'inverting' ? -feedbackOhms / groundOhms : 1 + feedbackOhms / groundOhms;
  const ideal = gain * vin;
  const vout = Math.max(-railVolts, Math.min(railVolts, ideal));
  return { gain, ideal, vout, clipped: vout !== ideal };
}

export interface RectifierInput {
  kind: 'half' | 'full';
  peakVolts: number;
  frequencyHz: number;
  /** Total diode drop in the conducting path: 0.7 V half-wave, 1.4 V bridge. */
  diodeDropVolts: number;
  /** 0 for no reservoir capacitor. */
  farads: number;
  loadAmps: number;
}

export interface RectifierPoint {
  t: number;
  source: number;
  out: number;
}

/**
 * Steps through `cycles` mains periods. With a capacitor, ideal diodes charge it whenever the
 * rectified input is higher; otherwise the constant-current load drains it (dV = I·dt / C).
 */
export function rectifierWaveform(input: RectifierInput, cycles = 3, stepsPerCycle = 400): RectifierPoint[] {
  const { kind, peakVolts, frequencyHz, diodeDropVolts, farads, loadAmps } = input;
  const dt = 1 / frequencyHz / stepsPerCycle;
  const points: RectifierPoint[] = [];
  let cap = Math.max(0, peakVolts - diodeDropVolts);
  for (let k = 0; k <= cycles * stepsPerCycle; k += 1) {
    const t = k * dt;
    const sine = peakVolts * Math.sin(2 * Math.PI * frequencyHz * t);
    const rectified = Math.max(0, (kind === 'full' ? Math.abs(sine) : sine) - diodeDropVolts);
    if (farads > 0) {
      cap = Math.max(0, cap - (loadAmps * dt) / farads);
      if (rectified > cap) cap = rectified;
    }
    points.push({ t, source: sine, out: farads > 0 ? cap : rectified });
  }
  return points;
}

/** Peak-to-peak ripple of the output over the last mains cycle of a waveform. */
export function rippleOf(points: readonly RectifierPoint[], stepsPerCycle = 400): number {
  const last = points.slice(-stepsPerCycle).map((p) => p.out);
  return Math.max(...last) - Math.min(...last);
}
