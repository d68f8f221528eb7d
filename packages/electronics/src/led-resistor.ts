import { nearestStandard } from './e-series';
import { checkPositive, clean, firstProblem } from './number-checks';
import { recommendedWattage, type WattageRecommendation } from './power';
import { fail, succeed, type Result } from './result';
import { formatSi } from './units';

export interface LedResistorInput {
  supplyVolts: number;
  /** Forward voltage of one LED at the chosen current. */
  forwardVolts: number;
  currentAmps: number;
  /** LEDs in series on one resistor; defaults to 1. */
  ledCount?: number;
  /** Standard series to pick the resistor from; defaults to E24. */
  series?: 'E12' | 'E24';
}

export interface LedResistorResult {
  exactOhms: number;
  /** The next standard value at or above the exact one, so the current never exceeds the target. */
  standardOhms: number;
  actualCurrentAmps: number;
  resistorWatts: number;
  /** Null when the dissipation is beyond the largest listed rating; see warnings. */
  wattage: WattageRecommendation | null;
  ledWatts: number;
  totalForwardVolts: number;
  formula: string;
  warnings: string[];
}

/**
 * Below this share of the supply left across the resistor, small changes in supply or forward voltage
 * swing the LED current a lot.
 */
export const LOW_HEADROOM_FRACTION = 0.1;

export function ledResistor(input: LedResistorInput): Result<LedResistorResult> {
  const { supplyVolts, forwardVolts, currentAmps, ledCount = 1, series = 'E24' } = input;
  const problem = firstProblem(
    checkPositive('Supply voltage', supplyVolts),
    checkPositive('Forward voltage', forwardVolts),
    checkPositive('LED current', currentAmps),
    Number.isInteger(ledCount) && ledCount >= 1
      ? null
      : 'Number of LEDs must be a whole number of at least 1.',
    series === 'E12' || series === 'E24' ? null : 'Choose the E12 or E24 series.',
  );
  if (problem) return fail(problem);

  const totalForwardVolts = clean(forwardVolts * ledCount);
  const headroom = supplyVolts - totalForwardVolts;
  if (headroom <= 0) {
    const total =
      ledCount > 1 ? `${ledCount} × ${forwardVolts} V = ${totalForwardVolts} V` : `${forwardVolts} V`;
    return fail(
      `The supply (${supplyVolts} V) must be higher than the total LED forward voltage (${total}). Use fewer LEDs in series or a higher supply.`,
    );
  }
  const exactOhms = clean(headroom / currentAmps);
  const standard = nearestStandard(exactOhms, series);
  if (!standard.ok) return standard;
  const standardOhms = standard.above;
  const actualCurrentAmps = clean(headroom / standardOhms);
  const resistorWatts = clean(actualCurrentAmps * actualCurrentAmps * standardOhms);
  const wattage = recommendedWattage(resistorWatts);

  const warnings: string[] = [];
  if (headroom < LOW_HEADROOM_FRACTION * supplyVolts) {
    warnings.push(
      `Only ${formatSi(headroom, 'V')} is left across the resistor, so the current will change a lot with the supply and the LED's forward voltage.`,
    );
  }
  if (!wattage.ok) warnings.push(wattage.error);
  return succeed({
    exactOhms,
    standardOhms,
    actualCurrentAmps,
    resistorWatts,
    wattage: wattage.ok ? wattage : null,
    ledWatts: clean(forwardVolts * actualCurrentAmps),
    totalForwardVolts,
    formula: 'R = (Vs − n × Vf) / I',
    warnings,
  });
}
