import { checkPositive, clean, firstProblem } from './number-checks';
import { fail, succeed, type Result } from './result';

const TWO_PI = 2 * Math.PI;

export interface ReactanceResult {
  ohms: number;
  /** Angular frequency ω = 2πf in rad/s. */
  omega: number;
  formula: string;
}

/** XL = 2πfL: an inductor opposes fast changes, so its reactance rises with frequency. */
export function inductiveReactance(frequencyHz: number, henries: number): Result<ReactanceResult> {
  const problem = firstProblem(checkPositive('Frequency', frequencyHz), checkPositive('Inductance', henries));
  if (problem) return fail(problem);
  return succeed({
    ohms: clean(TWO_PI * frequencyHz * henries),
    omega: clean(TWO_PI * frequencyHz),
    formula: 'XL = 2π × f × L',
  });
}

/** XC = 1 / (2πfC): a capacitor passes fast changes, so its reactance falls with frequency. */
export function capacitiveReactance(frequencyHz: number, farads: number): Result<ReactanceResult> {
  const problem = firstProblem(checkPositive('Frequency', frequencyHz), checkPositive('Capacitance', farads));
  if (problem) return fail(problem);
  return succeed({
    ohms: clean(1 / (TWO_PI * frequencyHz * farads)),
    omega: clean(TWO_PI * frequencyHz),
    formula: 'XC = 1 / (2π × f × C)',
  });
}

export interface CutoffResult {
  /** The −3 dB frequency; the same for the low-pass and the high-pass arrangement. */
  hertz: number;
  omega: number;
  /** Time constant τ (RC or L/R): the step response reaches 63.2 % after one τ. */
  tauSeconds: number;
  formula: string;
}

/** First-order RC filter: fc = 1 / (2πRC), where XC equals R. */
export function rcCutoff(ohms: number, farads: number): Result<CutoffResult> {
  const problem = firstProblem(checkPositive('Resistance', ohms), checkPositive('Capacitance', farads));
  if (problem) return fail(problem);
  const tau = ohms * farads;
  return succeed({
    hertz: clean(1 / (TWO_PI * tau)),
    omega: clean(1 / tau),
    tauSeconds: clean(tau),
    formula: 'fc = 1 / (2π × R × C)',
  });
}

/** First-order RL filter: fc = R / (2πL), where XL equals R. */
export function rlCutoff(ohms: number, henries: number): Result<CutoffResult> {
  const problem = firstProblem(checkPositive('Resistance', ohms), checkPositive('Inductance', henries));
  if (problem) return fail(problem);
  return succeed({
    hertz: clean(ohms / (TWO_PI * henries)),
    omega: clean(ohms / henries),
    tauSeconds: clean(henries / ohms),
    formula: 'fc = R / (2π × L)',
  });
}

export interface ResonanceResult {
  hertz: number;
  omega: number;
  /** √(L/C): the reactance of either part at resonance, where XL = XC. */
  characteristicOhms: number;
  formula: string;
}

/** Ideal LC resonance, ignoring the parts' losses: f0 = 1 / (2π√(LC)). */
export function lcResonance(henries: number, farads: number): Result<ResonanceResult> {
  const problem = firstProblem(checkPositive('Inductance', henries), checkPositive('Capacitance', farads));
  if (problem) return fail(problem);
  const root = Math.sqrt(henries * farads);
  return succeed({
    hertz: clean(1 / (TWO_PI * root)),
    omega: clean(1 / root),
    characteristicOhms: clean(Math.sqrt(henries / farads)),
    formula: 'f0 = 1 / (2π × √(L × C))',
  });
}
