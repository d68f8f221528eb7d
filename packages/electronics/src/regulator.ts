import { nearestStandard, type ESeriesName } from './e-series';
import { checkNonNegative, checkPositive, clean, firstProblem } from './number-checks';
import { fail, succeed, type Result } from './result';

/**
 * LM317 reference (ADJ to OUT) and adjust-pin current, typical figures of the TI and onsemi LM317
 * data sheets: VREF 1.25 V, IADJ 50 µA (100 µA maximum).
 */
export const LM317_VREF = 1.25;
export const LM317_IADJ = 50e-6;
/** The LM317's specified output range. */
export const LM317_MAX_VOUT = 37;

/**
 * Assumed ground-pin (quiescent) current of a 78xx. Makers' sheets (onsemi MC7800, ST L7800) give a
 * few mA typical and 8 mA maximum at 25 °C; 5 mA is a round middle figure, not a promise.
 */
export const REG78XX_IQ = 5e-3;
export const REG78XX_VOLTAGES = [5, 6, 8, 9, 10, 12, 15, 18, 24] as const;

/**
 * Both circuits have R1 from OUT to the reference pin (ADJ or GND) and R2 from there to ground, so
 * one pair of functions serves both: vref is 1.25 V or the 78xx's own voltage, pinCurrent is IADJ
 * or the quiescent current that flows out of the pin through R2.
 */
export interface RegulatorInput {
  vref: number;
  pinCurrent: number;
  r1: number;
  r2: number;
}

export interface RegulatorOutput {
  vout: number;
  /** The textbook answer, leaving the pin current out. */
  voutIdeal: number;
  /** Current through R1, which is the least load the regulator always sees. */
  r1Amps: number;
  formula: string;
}

function checkParts(vref: number, pinCurrent: number): string | null {
  return firstProblem(checkPositive('Reference voltage', vref), checkNonNegative('Pin current', pinCurrent));
}

export function regulatorOutput({ vref, pinCurrent, r1, r2 }: RegulatorInput): Result<RegulatorOutput> {
  const problem = firstProblem(
    checkParts(vref, pinCurrent),
    checkPositive('R1', r1),
    checkNonNegative('R2', r2),
  );
  if (problem) return fail(problem);
  const voutIdeal = vref * (1 + r2 / r1);
  return succeed({
    vout: clean(voutIdeal + pinCurrent * r2),
    voutIdeal: clean(voutIdeal),
    r1Amps: clean(vref / r1),
    formula: 'Vout = Vref × (1 + R2 / R1) + I × R2',
  });
}

export interface ResistorPair {
  series: ESeriesName;
  r1: number;
  r2: number;
  /** With the pin current, which is what the circuit gives. */
  vout: number;
  errorPercent: number;
}

export interface RegulatorDesign {
  /** R2 that gives the target exactly, with and without the pin current. */
  r2Exact: number;
  r2Ideal: number;
  /** Per series: R1 as close as the series allows to the one asked for, R2 the best partner. */
  pairs: ResistorPair[];
  formula: string;
}

export interface RegulatorTarget {
  vref: number;
  pinCurrent: number;
  target: number;
  r1: number;
  series?: readonly ESeriesName[];
}

const voutOf = (vref: number, pinCurrent: number, r1: number, r2: number) =>
  vref * (1 + r2 / r1) + pinCurrent * r2;

/** The series values one step either side of x, so the pair with the smaller error can be chosen. */
function neighbours(x: number, series: ESeriesName): number[] {
  const standard = nearestStandard(x, series);
  return standard.ok ? [...new Set([standard.below, standard.above])] : [];
}

function bestPair(input: RegulatorTarget, series: ESeriesName): ResistorPair | null {
  const { vref, pinCurrent, target } = input;
  let best: ResistorPair | null = null;
  for (const r1 of neighbours(input.r1, series)) {
    const r2Exact = (target - vref) / (vref / r1 + pinCurrent);
    for (const r2 of neighbours(r2Exact, series)) {
      const vout = voutOf(vref, pinCurrent, r1, r2);
      const errorPercent = ((vout - target) / target) * 100;
      if (!best || Math.abs(errorPercent) < Math.abs(best.errorPercent) - 1e-12) {
        best = { series, r1, r2, vout: clean(vout), errorPercent: clean(errorPercent, 6) };
      }
    }
  }
  return best;
}

/**
 * R2 for a wanted output with R1 chosen: R2 = (Vout − Vref) / (Vref / R1 + I). For each series it
 * also tries the values either side of R1 and of R2 and keeps the pair closest to the target.
 */
export function designRegulator(input: RegulatorTarget): Result<RegulatorDesign> {
  const { vref, pinCurrent, target, r1 } = input;
  const problem = firstProblem(
    checkParts(vref, pinCurrent),
    checkPositive('Wanted output', target),
    checkPositive('R1', r1),
  );
  if (problem) return fail(problem);
  if (target <= vref) {
    return fail(
      `The output must be above ${clean(vref)} V: this circuit can only add to the reference voltage.`,
    );
  }
  const pairs = (input.series ?? ['E12', 'E24', 'E96'])
    .map((series) => bestPair(input, series))
    .filter((pair): pair is ResistorPair => pair !== null);
  return succeed({
    r2Exact: clean((target - vref) / (vref / r1 + pinCurrent)),
    r2Ideal: clean(r1 * (target / vref - 1)),
    pairs,
    formula: 'R2 = (Vout − Vref) / (Vref / R1 + I)',
  });
}
