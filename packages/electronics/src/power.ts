import { checkFinite, checkNonNegative, checkPositive, clean, firstProblem } from './number-checks';
import { fail, succeed, type Result } from './result';

export interface PowerResult {
  watts: number;
  formula: string;
}

export function powerFromVoltageCurrent(volts: number, amps: number): Result<PowerResult> {
  const problem = firstProblem(checkFinite('Voltage', volts), checkFinite('Current', amps));
  if (problem) return fail(problem);
  return succeed({ watts: clean(volts * amps), formula: 'P = V × I' });
}

export function powerFromVoltageResistance(volts: number, ohms: number): Result<PowerResult> {
  const problem = firstProblem(checkFinite('Voltage', volts), checkPositive('Resistance', ohms));
  if (problem) return fail(problem);
  return succeed({ watts: clean((volts * volts) / ohms), formula: 'P = V² / R' });
}

export function powerFromCurrentResistance(amps: number, ohms: number): Result<PowerResult> {
  const problem = firstProblem(checkFinite('Current', amps), checkNonNegative('Resistance', ohms));
  if (problem) return fail(problem);
  return succeed({ watts: clean(amps * amps * ohms), formula: 'P = I² × R' });
}

/** Power ratings stocked for through-hole resistors, smallest first. */
export const STANDARD_WATTAGES = [
  { watts: 0.125, label: '1/8 W' },
  { watts: 0.25, label: '1/4 W' },
  { watts: 0.5, label: '1/2 W' },
  { watts: 1, label: '1 W' },
  { watts: 2, label: '2 W' },
  { watts: 3, label: '3 W' },
  { watts: 5, label: '5 W' },
  { watts: 10, label: '10 W' },
] as const;

/**
 * A resistor run at its full rating gets very hot and drifts, so the rating is chosen with a safety
 * factor: by default at least twice the power it will dissipate.
 */
export const DEFAULT_WATTAGE_SAFETY_FACTOR = 2;

export interface WattageRecommendation {
  ratingWatts: number;
  label: string;
  dissipatedWatts: number;
  requiredWatts: number;
  safetyFactor: number;
  /** Dissipation as a percentage of the chosen rating. */
  loadPercent: number;
  formula: string;
}

export function recommendedWattage(
  dissipatedWatts: number,
  safetyFactor: number = DEFAULT_WATTAGE_SAFETY_FACTOR,
): Result<WattageRecommendation> {
  const problem = firstProblem(
    checkNonNegative('Power', dissipatedWatts),
    checkFinite('Safety factor', safetyFactor) ??
      (safetyFactor >= 1 ? null : 'Safety factor must be at least 1.'),
  );
  if (problem) return fail(problem);
  const requiredWatts = clean(dissipatedWatts * safetyFactor);
  const choice = STANDARD_WATTAGES.find((rating) => rating.watts >= requiredWatts);
  if (!choice) {
    return fail(
      `${requiredWatts} W is needed with the ×${safetyFactor} margin, more than the largest listed rating (10 W). Use a power resistor on a heatsink or share the load between several resistors.`,
    );
  }
  return succeed({
    ratingWatts: choice.watts,
    label: choice.label,
    dissipatedWatts,
    requiredWatts,
    safetyFactor,
    loadPercent: clean((dissipatedWatts / choice.watts) * 100),
    formula: `rating ≥ ${safetyFactor} × P`,
  });
}
