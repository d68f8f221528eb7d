/** How the three reference waves are shaped before they meet the carrier. */
export type ModulationScheme = 'sine' | 'third-harmonic' | 'svpwm';

/** Triangle carrier between −1 and +1, starting at −1 and rising, period 1/frequency. */
export function carrierAt(time: number, frequency: number): number {
  const phase = time * frequency - Math.floor(time * frequency);
  return phase < 0.5 ? -1 + 4 * phase : 3 - 4 * phase;
}

const HALF_ROOT3 = Math.sqrt(3) / 2;

/**
 * Writes the three references for the electrical angle whose sine and cosine are given into
 * `out`. Each carries a fundamental of amplitude m (1 = carrier peak). Third-harmonic injection
 * adds m/6·sin 3θ, the amount that lowers the peak most; SVPWM adds the common mode
 * −(max + min)/2, which switches as space-vector modulation with centred zero vectors does. Both
 * stay linear up to m = 2/√3 because a common-mode addition cancels between line voltages.
 */
export function references(
  sin: number,
  cos: number,
  m: number,
  scheme: ModulationScheme,
  out: Float64Array,
): void {
  const a = m * sin;
  const b = m * (-0.5 * sin - HALF_ROOT3 * cos);
  const c = m * (-0.5 * sin + HALF_ROOT3 * cos);
  let common = 0;
  if (scheme === 'third-harmonic') common = (m / 6) * (3 * sin - 4 * sin * sin * sin);
  else if (scheme === 'svpwm') common = -(Math.max(a, b, c) + Math.min(a, b, c)) / 2;
  out[0] = a + common;
  out[1] = b + common;
  out[2] = c + common;
}

/** Largest modulation index before the references leave the carrier band (overmodulation). */
export function linearLimit(scheme: ModulationScheme): number {
  return scheme === 'sine' ? 1 : 2 / Math.sqrt(3);
}
