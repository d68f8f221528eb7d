import type { Comparison, Verdict } from '@electrobench/contracts/transistors';

/**
 * The verdict vocabulary of every cross-reference (transistors, optocouplers): how a substitute's
 * value stands against the original's, where `tolerance` is the relative shortfall (or mismatch for
 * 'match') still accepted as within tolerance.
 */
export function verdictFor(
  better: Comparison['better'],
  tolerance: number,
  original: number,
  candidate: number,
): Verdict {
  if (better === 'higher') {
    if (candidate >= original) return 'meets-or-exceeds';
    return candidate >= original * (1 - tolerance) ? 'within-tolerance' : 'worse';
  }
  if (better === 'lower') {
    if (candidate <= original) return 'meets-or-exceeds';
    return candidate <= original * (1 + tolerance) ? 'within-tolerance' : 'worse';
  }
  const mismatch = Math.abs(candidate - original) / original;
  if (mismatch < 1e-9) return 'meets-or-exceeds';
  return mismatch <= tolerance ? 'within-tolerance' : 'worse';
}

// A parameter nobody can compare counts half: neither a reason to pick the part nor to drop it.
const VERDICT_POINTS: Record<Verdict, number> = {
  'meets-or-exceeds': 1,
  'within-tolerance': 0.7,
  worse: 0,
  unknown: 0.5,
};

/** 0-100 before any package or pin penalty: the weighted share of points the verdicts earn. */
export function weightedScore(items: readonly { weight: number; verdict: Verdict }[]): number {
  const weight = items.reduce((sum, item) => sum + item.weight, 0);
  if (weight === 0) return 0;
  const points = items.reduce((sum, item) => sum + item.weight * VERDICT_POINTS[item.verdict], 0);
  return (100 * points) / weight;
}
