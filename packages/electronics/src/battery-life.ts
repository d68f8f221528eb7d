import { checkNonNegative, checkPositive, checkRange, clean, firstProblem } from './number-checks';
import { fail, succeed, type Result } from './result';

/**
 * Share of the rated capacity assumed usable. Real cells deliver less than the label because of
 * self-discharge, cold, the device's cut-off voltage and ageing; 0.85 is a common rule of thumb, not
 * a datasheet figure.
 */
export const DEFAULT_DERATING = 0.85;

export interface BatteryLifeInput {
  capacityMah: number;
  activeCurrentMa: number;
  /** Current while asleep; defaults to 0. */
  sleepCurrentMa?: number;
  /** Percentage of time spent active; defaults to 100. */
  dutyCyclePercent?: number;
  /** Usable fraction of the capacity, 0 < k ≤ 1; defaults to DEFAULT_DERATING. */
  deratingFactor?: number;
}

export interface BatteryLifeResult {
  averageCurrentMa: number;
  usableCapacityMah: number;
  hours: number;
  days: number;
  formula: string;
}

export function batteryLife(input: BatteryLifeInput): Result<BatteryLifeResult> {
  const {
    capacityMah,
    activeCurrentMa,
    sleepCurrentMa = 0,
    dutyCyclePercent = 100,
    deratingFactor = DEFAULT_DERATING,
  } = input;
  const problem = firstProblem(
    checkPositive('Capacity', capacityMah),
    checkNonNegative('Active current', activeCurrentMa),
    checkNonNegative('Sleep current', sleepCurrentMa),
    checkRange('Duty cycle', dutyCyclePercent, 0, 100, '%'),
    checkPositive('Derating factor', deratingFactor) ??
      (deratingFactor <= 1 ? null : 'Derating factor must be at most 1 (the full rated capacity).'),
  );
  if (problem) return fail(problem);

  const duty = dutyCyclePercent / 100;
  const averageCurrentMa = clean(activeCurrentMa * duty + sleepCurrentMa * (1 - duty));
  if (averageCurrentMa === 0) {
    return fail(
      'The average current is zero, so there is no drain to estimate; enter the active or sleep current.',
    );
  }
  const usableCapacityMah = clean(capacityMah * deratingFactor);
  const hours = clean(usableCapacityMah / averageCurrentMa);
  return succeed({
    averageCurrentMa,
    usableCapacityMah,
    hours,
    days: clean(hours / 24),
    formula: 't = C × k / (Ia × D + Is × (1 − D))',
  });
}
