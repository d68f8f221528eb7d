import type { Comparison, Optocoupler, Verdict, XrefFlag } from '@electrobench/contracts/transistors';
import { verdictFor } from '@electrobench/electronics/xref-verdict';
import {
  STATED_EQUIVALENT,
  cappedForShortfall,
  ratingFlags,
  ratingScore,
} from '../../lib/component-search/rating-verdicts';

type NumericField = 'ctr_min_pct' | 'trigger_if_max_ma' | 'output_v_max' | 'isolation_vrms';

type OptoSpec = {
  key: string;
  field: NumericField;
  name: string;
  unit: string;
  better: Comparison['better'];
  tolerance: number;
  weight: number;
  /** A worse value here can destroy the part or break the isolation, not just change behaviour. */
  critical: boolean;
};

const CTR: OptoSpec = {
  key: 'ctr_min',
  field: 'ctr_min_pct',
  name: 'CTR min',
  unit: '%',
  better: 'higher',
  tolerance: 0.1,
  weight: 3,
  critical: false,
};
// A higher trigger current may leave the triac off with the original LED drive.
const IFT: OptoSpec = {
  key: 'ift',
  field: 'trigger_if_max_ma',
  name: 'IFT max',
  unit: 'mA',
  better: 'lower',
  tolerance: 0.1,
  weight: 3,
  critical: false,
};
const VOUT: OptoSpec = {
  key: 'vout',
  field: 'output_v_max',
  name: 'Output V max',
  unit: 'V',
  better: 'higher',
  tolerance: 0.1,
  weight: 2,
  critical: true,
};
const ISOLATION: OptoSpec = {
  key: 'isolation',
  field: 'isolation_vrms',
  name: 'Isolation',
  unit: 'Vrms',
  better: 'higher',
  tolerance: 0,
  weight: 2,
  critical: true,
};

/** What an original's datasheet lets us compare: CTR for transistor outputs, IFT for triacs. */
function specsFor(original: Optocoupler): OptoSpec[] {
  return [
    ...(original.ctr_min_pct !== null ? [CTR] : []),
    ...(original.trigger_if_max_ma !== null ? [IFT] : []),
    VOUT,
    ISOLATION,
  ];
}

function compareOne(s: OptoSpec, original: Optocoupler, candidate: Optocoupler): Comparison {
  const a = original[s.field];
  const b = candidate[s.field];
  let verdict: Verdict = a === null || b === null ? 'unknown' : verdictFor(s.better, s.tolerance, a, b);
  // CTR falls with LED current; figures measured at other currents cannot be ranked.
  if (s === CTR && original.ctr_test_if_ma !== candidate.ctr_test_if_ma) verdict = 'unknown';
  return { key: s.key, name: s.name, unit: s.unit, better: s.better, original: a, candidate: b, verdict };
}

/** The body without its lead form: "DIP-4 (wide lead spacing)" is a DIP-4. */
export function packageBody(pkg: string): string {
  return pkg.replace(/\s*\(.*\)\s*$/, '').toUpperCase();
}

function packageFlag(original: Optocoupler, candidate: Optocoupler): XrefFlag | null {
  if (original.pins !== candidate.pins) {
    return {
      severity: 'danger',
      code: 'pinout',
      message: `Different pin count: ${original.pins} vs ${candidate.pins}. It does not fit the same footprint.`,
    };
  }
  if (original.package.toUpperCase() === candidate.package.toUpperCase()) return null;
  const sameBody = packageBody(original.package) === packageBody(candidate.package);
  return {
    severity: 'warning',
    code: 'package',
    message: sameBody
      ? `Same body, other lead form: ${original.package} vs ${candidate.package}. Check the footprint.`
      : `Different package: ${original.package} vs ${candidate.package}. Check the footprint.`,
  };
}

export type OptoAssessment = { score: number; comparisons: Comparison[]; flags: XrefFlag[] };

/** Every parameter's verdict, a 0-100 score and the flags to read before swapping. */
export function assessOpto(original: Optocoupler, candidate: Optocoupler, stated: boolean): OptoAssessment {
  const specs = specsFor(original);
  const comparisons = specs.map((s) => compareOne(s, original, candidate));
  const flags: XrefFlag[] = [];
  if (stated) flags.push(STATED_EQUIVALENT);
  const pkg = packageFlag(original, candidate);
  if (pkg) flags.push(pkg);
  flags.push(...ratingFlags(comparisons, specs));
  let score = ratingScore(comparisons, specs);
  if (pkg?.severity === 'danger') score -= 15;
  else if (pkg) score -= 5;
  score = cappedForShortfall(score, comparisons, specs);
  return { score: Math.max(0, Math.round(score)), comparisons, flags };
}

/**
 * A part proposed from the data alone must do the original's job at least as well: same output
 * type, channels, pins and package body, CTR (or trigger current) and isolation no worse. Stated
 * equivalents are shown whatever their figures, with their verdicts.
 */
export function qualifies(
  original: Optocoupler,
  candidate: Optocoupler,
  assessment: OptoAssessment,
): boolean {
  if (
    candidate.output_type !== original.output_type ||
    candidate.channels !== original.channels ||
    candidate.pins !== original.pins ||
    packageBody(candidate.package) !== packageBody(original.package)
  ) {
    return false;
  }
  const must = new Set(['ctr_min', 'ift', 'isolation']);
  return assessment.comparisons.every((c) => !must.has(c.key) || c.verdict === 'meets-or-exceeds');
}
