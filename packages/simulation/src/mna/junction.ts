/** Thermal voltage kT/q at 27 °C, the nominal temperature SPICE models are written for. */
export const THERMAL_VOLTAGE = (1.380649e-23 * 300.15) / 1.602176634e-19;

/** Conductance put across every junction, as SPICE does, so a reverse-biased node never floats. */
export const GMIN = 1e-12;

/** Voltage above which the exponential gets steep enough that Newton steps must be tamed. */
export function criticalVoltage(saturationCurrent: number, nvt: number): number {
  return nvt * Math.log(nvt / (Math.SQRT2 * saturationCurrent));
}

/**
 * Junction voltage limiting: an undamped Newton step on exp(v/nVt) can jump volts past the
 * solution and overflow. Above the critical voltage a large rise is replaced by the logarithm of
 * the step, so the current grows at most linearly per iteration.
 */
export function limitJunctionVoltage(next: number, previous: number, nvt: number, vcrit: number): number {
  if (next <= vcrit || Math.abs(next - previous) <= 2 * nvt) return next;
  if (previous > 0) {
    const arg = 1 + (next - previous) / nvt;
    return arg > 0 ? previous + nvt * Math.log(arg) : vcrit;
  }
  return nvt * Math.log(next / nvt);
}

/** Current and small-signal conductance of an ideal exponential junction is·(exp(v/nVt) − 1). */
export function shockley(v: number, is: number, nvt: number): [current: number, conductance: number] {
  const e = Math.exp(v / nvt);
  return [is * (e - 1), (is * e) / nvt];
}
