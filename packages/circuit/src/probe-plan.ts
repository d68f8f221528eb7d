import type { CircuitDocument, Probe } from '@electrobench/contracts/circuits';
import type { Connectivity } from './connectivity';
import { pinsOf } from './part-catalogue';

export type TraceUnit = 'V' | 'A' | 'W';

/** How one plotted trace is computed from the vectors the simulator saved. */
export interface TraceRecipe {
  /** Stable key for colours and legends: "v:out", "i:R1", "p:R1". */
  key: string;
  label: string;
  unit: TraceUnit;
  /** Pin voltages (null for ground) and pin currents; one voltage only for a node probe. */
  voltages: (string | null)[];
  /** Current into each pin; the last pin's is minus the sum of the others (empty for voltages). */
  currents: string[];
  kind: 'voltage' | 'current' | 'power';
}

export interface ProbePlan {
  traces: TraceRecipe[];
  /** Vectors to .save (node voltages and ammeter currents). */
  save: string[];
  /** Parts that need ammeters in series with their pins. */
  ammeterParts: string[];
}

const ammeter = (partId: string, k: number) => `i(vam_${partId}_${k})`.toLowerCase();
const voltage = (node: string) => (node === '0' ? null : `v(${node})`);

/** Turns the user's probes into traces and the vectors the simulator must keep for them. */
export function planProbes(
  doc: Pick<CircuitDocument, 'parts'>,
  probes: readonly Probe[],
  connectivity: Connectivity,
): ProbePlan {
  const traces: TraceRecipe[] = [];
  const save = new Set<string>();
  const ammeterParts = new Set<string>();
  for (const probe of probes) {
    if (probe.kind === 'voltage') {
      const node = connectivity.nodeAt(probe);
      if (!node || traces.some((t) => t.key === `v:${node}`)) continue;
      const vector = voltage(node);
      if (vector) save.add(vector);
      traces.push({
        key: `v:${node}`,
        label: `V(${node})`,
        unit: 'V',
        kind: 'voltage',
        voltages: [vector],
        currents: [],
      });
      continue;
    }
    const part = doc.parts.find((p) => p.id === probe.part);
    const nodes = connectivity.pinNodes.get(probe.part);
    const pinCount = part ? pinsOf(part).length : 0;
    if (!part || !nodes || pinCount < 2) continue;
    const key = `${probe.kind === 'current' ? 'i' : 'p'}:${part.id}`;
    if (traces.some((t) => t.key === key)) continue;
    ammeterParts.add(part.id);
    const currents = Array.from({ length: pinCount - 1 }, (_, k) => ammeter(part.id, k));
    if (probe.kind === 'current') {
      save.add(currents[0] ?? '');
      traces.push({
        key,
        label: `I(${part.id})`,
        unit: 'A',
        kind: 'current',
        voltages: [],
        currents: currents.slice(0, 1),
      });
    } else {
      const voltages = nodes.map(voltage);
      for (const v of [...voltages, ...currents]) if (v) save.add(v);
      traces.push({ key, label: `P(${part.id})`, unit: 'W', kind: 'power', voltages, currents });
    }
  }
  return { traces, save: [...save], ammeterParts: [...ammeterParts] };
}

/** Real-valued results (operating point, transient, DC sweep) of one trace. */
export function evaluateTrace(
  recipe: TraceRecipe,
  vectors: ReadonlyMap<string, Float64Array>,
  length: number,
): Float64Array {
  const read = (name: string | null) => (name ? vectors.get(name) : undefined);
  if (recipe.kind === 'voltage') return read(recipe.voltages[0] ?? null) ?? new Float64Array(length);
  if (recipe.kind === 'current') return read(recipe.currents[0] ?? null) ?? new Float64Array(length);
  const out = new Float64Array(length);
  const currents = recipe.currents.map((name) => read(name));
  const volts = recipe.voltages.map((name) => read(name));
  for (let t = 0; t < length; t++) {
    let power = 0;
    let sum = 0;
    currents.forEach((current, k) => {
      const i = current?.[t] ?? 0;
      sum += i;
      power += (volts[k]?.[t] ?? 0) * i;
    });
    power += (volts[currents.length]?.[t] ?? 0) * -sum;
    out[t] = power;
  }
  return out;
}
