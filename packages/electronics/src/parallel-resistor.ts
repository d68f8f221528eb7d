import { nearestStandard, type ESeriesName } from './e-series';
import { checkNonNegative, checkPositive, clean, firstProblem } from './number-checks';
import { fail, succeed, type Result } from './result';

export interface CombinedResistance {
  ohms: number;
  count: number;
  formula: string;
  notes: string[];
}

function checkList(resistors: readonly number[]): string | null {
  if (!Array.isArray(resistors) || resistors.length === 0) return 'Enter at least one resistor.';
  return firstProblem(...resistors.map((ohms, index) => checkNonNegative(`Resistor ${index + 1}`, ohms)));
}

/** Resistors in parallel: 1/R = 1/R1 + 1/R2 + … */
export function parallelResistance(resistors: readonly number[]): Result<CombinedResistance> {
  const problem = checkList(resistors);
  if (problem) return fail(problem);
  const formula = '1/R = 1/R1 + 1/R2 + …';
  if (resistors.includes(0)) {
    return succeed({
      ohms: 0,
      count: resistors.length,
      formula,
      notes: ['A 0 Ω resistor shorts the others.'],
    });
  }
  const conductance = resistors.reduce((sum, ohms) => sum + 1 / ohms, 0);
  return succeed({ ohms: clean(1 / conductance), count: resistors.length, formula, notes: [] });
}

/** Resistors in series: R = R1 + R2 + … */
export function seriesResistance(resistors: readonly number[]): Result<CombinedResistance> {
  const problem = checkList(resistors);
  if (problem) return fail(problem);
  const total = resistors.reduce((sum, ohms) => sum + ohms, 0);
  return succeed({ ohms: clean(total), count: resistors.length, formula: 'R = R1 + R2 + …', notes: [] });
}

export interface PartnerOption {
  /** The standard resistor to fit in parallel with R1. */
  ohms: number;
  /** What R1 and this resistor give together. */
  combinedOhms: number;
  /** (combined − target) / target × 100. */
  errorPercent: number;
}

export interface ParallelPartner {
  exactOhms: number;
  series: ESeriesName;
  nearest: PartnerOption;
  below: PartnerOption;
  above: PartnerOption;
  formula: string;
}

function option(r1: number, r2: number, target: number): PartnerOption {
  const combinedOhms = clean((r1 * r2) / (r1 + r2));
  return { ohms: r2, combinedOhms, errorPercent: clean(((combinedOhms - target) / target) * 100, 6) };
}

/** Which resistor in parallel with R1 gives the target value, exactly and as standard values. */
export function parallelPartnerFor(
  r1: number,
  targetOhms: number,
  series: ESeriesName = 'E24',
): Result<ParallelPartner> {
  const problem = firstProblem(checkPositive('R1', r1), checkPositive('Target resistance', targetOhms));
  if (problem) return fail(problem);
  if (targetOhms >= r1) {
    return fail(
      'The target must be lower than R1: a parallel combination is always smaller than either resistor.',
    );
  }
  const exactOhms = clean((r1 * targetOhms) / (r1 - targetOhms));
  const standard = nearestStandard(exactOhms, series);
  if (!standard.ok) return standard;
  return succeed({
    exactOhms,
    series,
    nearest: option(r1, standard.nearest, targetOhms),
    below: option(r1, standard.below, targetOhms),
    above: option(r1, standard.above, targetOhms),
    formula: 'R2 = R1 × Rt / (R1 − Rt)',
  });
}
