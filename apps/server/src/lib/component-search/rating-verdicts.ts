import type { Comparison, XrefFlag } from '@electrobench/contracts/transistors';
import { weightedScore } from '@electrobench/electronics/xref-verdict';

/** How much a compared rating counts, and whether a worse value can destroy the part or circuit. */
export type RatingWeight = { weight: number; critical: boolean };

/** The flag shown first when the maker or a datasheet names the candidate as an equivalent. */
export const STATED_EQUIVALENT: XrefFlag = {
  severity: 'info',
  code: 'stated',
  message: 'Named as an equivalent by the maker or datasheet.',
};

const fmt = (value: number | null, unit: string) =>
  value === null ? 'n/a' : `${value}${unit ? ` ${unit}` : ''}`;

/**
 * The flags a substitute's ratings raise, for transistors, IGBTs and optocouplers alike: each worse
 * rating (danger where critical), then the ratings that could not be compared.
 */
export function ratingFlags(
  comparisons: readonly Comparison[],
  weights: readonly RatingWeight[],
): XrefFlag[] {
  const flags: XrefFlag[] = [];
  comparisons.forEach((c, i) => {
    if (c.verdict !== 'worse') return;
    flags.push({
      severity: weights[i]?.critical ? 'danger' : 'warning',
      code: 'worse-rating',
      message: `${c.name} is worse: ${fmt(c.candidate, c.unit)} vs ${fmt(c.original, c.unit)}.`,
    });
  });
  const unknown = comparisons.filter((c) => c.verdict === 'unknown').map((c) => c.name);
  if (unknown.length > 0) {
    flags.push({
      severity: 'info',
      code: 'missing-data',
      message: `Not compared (no data or different test conditions): ${unknown.join(', ')}.`,
    });
  }
  return flags;
}

/** The 0-100 score of the ratings alone, before package and pin penalties. */
export const ratingScore = (comparisons: readonly Comparison[], weights: readonly RatingWeight[]): number =>
  weightedScore(comparisons.map((c, i) => ({ weight: weights[i]?.weight ?? 0, verdict: c.verdict })));

/**
 * The highest score a substitute shows while a critical rating (one that can destroy the part or the
 * circuit: a voltage, a current, a bias resistor) is worse than the original's: under the 60 that the
 * pages colour as a warning, so it reads as a danger however well its other ratings compare.
 */
const CRITICAL_SHORTFALL_MAX_SCORE = 59;

/** `score`, held at CRITICAL_SHORTFALL_MAX_SCORE when a critical rating is worse than the original's. */
export function cappedForShortfall(
  score: number,
  comparisons: readonly Comparison[],
  weights: readonly RatingWeight[],
): number {
  const shortfall = comparisons.some((c, i) => c.verdict === 'worse' && weights[i]?.critical === true);
  return shortfall ? Math.min(score, CRITICAL_SHORTFALL_MAX_SCORE) : score;
}

type Ranked = {
  stated_equivalent: boolean;
  score: number;
  flags: readonly XrefFlag[];
  part: { mpn: string };
};

const shortfall = (c: Ranked) =>
  c.flags.some((flag) => flag.code === 'worse-rating' && flag.severity === 'danger');

/**
 * The order substitutes are listed in: maker-stated equivalents first; then every part whose critical
 * ratings hold before any part with a critical shortfall, whatever the scores; then by score.
 */
export const byRank = (a: Ranked, b: Ranked): number =>
  Number(b.stated_equivalent) - Number(a.stated_equivalent) ||
  Number(shortfall(a)) - Number(shortfall(b)) ||
  b.score - a.score ||
  a.part.mpn.localeCompare(b.part.mpn);
