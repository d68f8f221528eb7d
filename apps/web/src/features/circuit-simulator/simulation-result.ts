import type { AnalysisSettings } from '@electrobench/contracts/circuits';
import { evaluateTrace, type TraceRecipe, type TraceUnit } from '@electrobench/circuit/probe-plan';
import type { ResultVector, RunResponse } from './engine/protocol';

export type Variant = 'main' | 'good';

export interface TraceData {
  key: string;
  label: string;
  unit: TraceUnit;
  variant: Variant;
  /** Real values; for an AC sweep the magnitude in dB. */
  values: Float64Array;
  /** AC sweeps only: phase in degrees. */
  phase?: Float64Array;
}

export interface SimulationResult {
  analysis: AnalysisSettings['type'];
  /** Time, frequency or swept source value; null for an operating point. */
  x: Float64Array | null;
  xUnit: 's' | 'Hz' | 'V' | 'A' | '';
  traces: TraceData[];
  /** Operating point of every node (main circuit only). */
  nodeVoltages: Map<string, number> | null;
  elapsed: number;
}

type OkResponse = Extract<RunResponse, { ok: true }>;

function complexTrace(recipe: TraceRecipe, vectors: ReadonlyMap<string, ResultVector>, length: number) {
  const name = recipe.kind === 'voltage' ? recipe.voltages[0] : recipe.currents[0];
  const vector = name ? vectors.get(name) : undefined;
  const magnitude = new Float64Array(length);
  const phase = new Float64Array(length);
  let turns = 0;
  for (let k = 0; k < length; k++) {
    const re = vector?.re[k] ?? 0;
    const im = vector?.im?.[k] ?? 0;
    magnitude[k] = 20 * Math.log10(Math.max(Math.hypot(re, im), 1e-30));
    // Unwrapped, so a phase that keeps falling past -180° reads on as -200° rather than +160°.
    const raw = (Math.atan2(im, re) * 180) / Math.PI;
    if (k > 0) {
      const step = raw + turns - (phase[k - 1] ?? 0);
      if (step > 180) turns -= 360;
      else if (step < -180) turns += 360;
    }
    phase[k] = raw + turns;
  }
  return { values: magnitude, phase };
}

/** Linear interpolation of y(x) at the points `at` (both x and at increasing). */
export function resampleOnto(x: Float64Array, y: Float64Array, at: Float64Array): Float64Array {
  const out = new Float64Array(at.length);
  let j = 0;
  for (let k = 0; k < at.length; k++) {
    const t = at[k] ?? 0;
    while (j < x.length - 2 && (x[j + 1] ?? 0) < t) j++;
    const x0 = x[j] ?? 0;
    const x1 = x[j + 1] ?? x0;
    const y0 = y[j] ?? 0;
    const y1 = y[j + 1] ?? y0;
    out[k] = x1 === x0 ? y0 : y0 + (y1 - y0) * Math.min(1, Math.max(0, (t - x0) / (x1 - x0)));
  }
  return out;
}

const X_UNITS: Record<AnalysisSettings['type'], SimulationResult['xUnit']> = {
  op: '',
  tran: 's',
  ac: 'Hz',
  dc: 'V',
};

/** Turns one run's vectors into the traces the probes asked for. */
export function traceResults(
  response: OkResponse,
  recipes: readonly TraceRecipe[],
  analysis: AnalysisSettings,
  variant: Variant,
): TraceData[] {
  const byName = new Map(response.vectors.map((v) => [v.name, v]));
  const length = response.scale?.re.length ?? 1;
  return recipes.flatMap((recipe): TraceData[] => {
    const base = { key: recipe.key, label: recipe.label, unit: recipe.unit, variant };
    if (analysis.type === 'ac') {
      // Power has no meaning as a single complex number per frequency.
      return recipe.kind === 'power' ? [] : [{ ...base, ...complexTrace(recipe, byName, length) }];
    }
    const real = new Map(response.vectors.map((v) => [v.name, v.re]));
    return [{ ...base, values: evaluateTrace(recipe, real, length) }];
  });
}

export function simulationResult(
  main: OkResponse,
  recipes: readonly TraceRecipe[],
  analysis: AnalysisSettings,
  good: OkResponse | null,
  /** The circuit's own nodes; part-private ones (ammeters, faults) stay out of the listing. */
  nodes?: ReadonlySet<string>,
): SimulationResult {
  const traces = traceResults(main, recipes, analysis, 'main');
  if (good) {
    // The two runs choose their own time steps; the good one is drawn on the faulty one's.
    const from = good.scale?.re;
    const to = main.scale?.re;
    for (const trace of traceResults(good, recipes, analysis, 'good')) {
      if (!from || !to) traces.push(trace);
      else
        traces.push({
          ...trace,
          values: resampleOnto(from, trace.values, to),
          ...(trace.phase ? { phase: resampleOnto(from, trace.phase, to) } : {}),
        });
    }
  }
  const nodeVoltages =
    analysis.type === 'op'
      ? new Map(
          main.vectors
            .filter((v) => /^v\(.+\)$/.test(v.name))
            .map((v) => [v.name.slice(2, -1), v.re[0] ?? Number.NaN] as const)
            .filter(([node]) => !nodes || nodes.has(node)),
        )
      : null;
  const xUnit = analysis.type === 'dc' && main.scale?.name.startsWith('i') ? 'A' : X_UNITS[analysis.type];
  return {
    analysis: analysis.type,
    x: main.scale?.re ?? null,
    xUnit,
    traces,
    nodeVoltages,
    elapsed: main.elapsed,
  };
}
