import { nearestStandard, type ESeriesName } from './e-series';
import { checkFinite, checkPositive, clean, firstProblem } from './number-checks';
import { fail, succeed, type Result } from './result';

export interface DividerInput {
  vin: number;
  r1: number;
  r2: number;
  /** Optional load across R2 (the output). */
  loadOhms?: number;
}

export interface DividerOutput {
  vout: number;
  voutUnloaded: number;
  /** How much the load pulls the output down, in percent of the unloaded output. */
  loadDropPercent: number;
  ratio: number;
  /** Current drawn from the input. */
  inputCurrentAmps: number;
  r1Watts: number;
  r2Watts: number;
  /** Thevenin output resistance R1 ∥ R2: the higher it is, the more a load matters. */
  outputOhms: number;
  formula: string;
}

const parallel = (a: number, b: number) => (a * b) / (a + b);

export function dividerOutput(input: DividerInput): Result<DividerOutput> {
  const { vin, r1, r2, loadOhms } = input;
  const problem = firstProblem(
    checkFinite('Input voltage', vin),
    checkPositive('R1', r1),
    checkPositive('R2', r2),
    loadOhms === undefined ? null : checkPositive('Load resistance', loadOhms),
  );
  if (problem) return fail(problem);
  const lower = loadOhms === undefined ? r2 : parallel(r2, loadOhms);
  const voutUnloaded = (vin * r2) / (r1 + r2);
  const vout = (vin * lower) / (r1 + lower);
  const current = vin / (r1 + lower);
  return succeed({
    vout: clean(vout),
    voutUnloaded: clean(voutUnloaded),
    loadDropPercent: vin === 0 ? 0 : clean(((voutUnloaded - vout) / voutUnloaded) * 100),
    ratio: clean(lower / (r1 + lower)),
    inputCurrentAmps: clean(current),
    r1Watts: clean(current * current * r1),
    r2Watts: clean((vout * vout) / r2),
    outputOhms: clean(parallel(r1, r2)),
    formula:
      loadOhms === undefined ? 'Vout = Vin × R2 / (R1 + R2)' : 'Vout = Vin × (R2 ∥ RL) / (R1 + R2 ∥ RL)',
  });
}

export interface DividerSolution {
  /** The resistor value that gives the target exactly. */
  exactOhms: number;
  /** Nearest standard value and the output it really gives. */
  standardOhms: number;
  standardVout: number;
  series: ESeriesName;
  formula: string;
}

function checkTarget(vin: number, vout: number, known: string, knownOhms: number): string | null {
  const problem = firstProblem(
    checkFinite('Input voltage', vin),
    checkFinite('Output voltage', vout),
    checkPositive(known, knownOhms),
  );
  if (problem) return problem;
  if (vin === 0) return 'Input voltage cannot be zero.';
  const ratio = vout / vin;
  if (ratio <= 0 || ratio >= 1) {
    return 'The output must lie between 0 V and the input voltage, with the same sign: a divider cannot raise or invert a voltage.';
  }
  return null;
}

/** R1 (top) for a target output with R2 (bottom) fixed: R1 = R2 × (Vin − Vout) / Vout. */
export function solveR1(
  vin: number,
  vout: number,
  r2: number,
  series: ESeriesName = 'E24',
): Result<DividerSolution> {
  const problem = checkTarget(vin, vout, 'R2', r2);
  if (problem) return fail(problem);
  const exactOhms = clean((r2 * (vin - vout)) / vout);
  const standard = nearestStandard(exactOhms, series);
  if (!standard.ok) return standard;
  return succeed({
    exactOhms,
    standardOhms: standard.nearest,
    standardVout: clean((vin * r2) / (standard.nearest + r2)),
    series,
    formula: 'R1 = R2 × (Vin − Vout) / Vout',
  });
}

/** R2 (bottom) for a target output with R1 (top) fixed: R2 = R1 × Vout / (Vin − Vout). */
export function solveR2(
  vin: number,
  vout: number,
  r1: number,
  series: ESeriesName = 'E24',
): Result<DividerSolution> {
  const problem = checkTarget(vin, vout, 'R1', r1);
  if (problem) return fail(problem);
  const exactOhms = clean((r1 * vout) / (vin - vout));
  const standard = nearestStandard(exactOhms, series);
  if (!standard.ok) return standard;
  return succeed({
    exactOhms,
    standardOhms: standard.nearest,
    standardVout: clean((vin * standard.nearest) / (r1 + standard.nearest)),
    series,
    formula: 'R2 = R1 × Vout / (Vin − Vout)',
  });
}
