import type { CircuitDocument } from '@electrobench/contracts/circuits';
import { resolveConnectivity } from './connectivity';
import { dcGroups, fixedVoltagePairs } from './dc-paths';
import { modelCatalog } from './model-catalog';
import { isElement, KIND_SPECS, pinsOf } from './part-catalogue';
import { partElements } from './part-elements';

export interface CircuitIssue {
  severity: 'error' | 'warning';
  /** The part to point at, when one is to blame. */
  partId?: string;
  message: string;
}

class Groups {
  private parent = new Map<string, string>();
  find(a: string): string {
    let root = a;
    while ((this.parent.get(root) ?? root) !== root) root = this.parent.get(root) ?? root;
    return root;
  }
  /** Joins two nodes; false when they were already joined. */
  union(a: string, b: string): boolean {
    const ra = this.find(a);
    const rb = this.find(b);
    if (ra === rb) return false;
    this.parent.set(rb, ra);
    return true;
  }
}

/** Pins a circuit may leave open without a warning: a 555's control voltage input. */
const optionalPin = (kind: string, k: number) => kind === 'timer555' && k === 4;

const pinName = (kind: Parameters<typeof pinsOf>[0], k: number) => pinsOf(kind)[k]?.name ?? String(k + 1);

/** Sources whose card carries "AC 1" (see source-spec.ts), so an AC sweep has something to drive it. */
const AC_DRIVES: ReadonlySet<string> = new Set(['ac-voltage', 'pulse-voltage', 'pwl-voltage']);

/**
 * What would stop ngspice or make its answer meaningless, each pointing at a part where it can:
 * bad values, unknown models, no ground, unconnected pins, nodes without a DC path to ground
 * (singular matrix) and loops of voltage sources and inductors.
 */
export function validateCircuit(doc: CircuitDocument): CircuitIssue[] {
  const issues: CircuitIssue[] = [];
  const elements = doc.parts.filter((part) => isElement(part.kind));
  if (elements.length === 0) return [{ severity: 'error', message: 'Place some parts to simulate.' }];

  const seen = new Set<string>();
  for (const part of doc.parts) {
    const key = part.id.toUpperCase();
    if (seen.has(key))
      issues.push({ severity: 'error', partId: part.id, message: `Two parts are called ${part.id}.` });
    seen.add(key);
  }
  const catalog = modelCatalog(doc.models);
  for (const part of elements) {
    const built = partElements(part, catalog);
    if (!built.ok) issues.push({ severity: 'error', partId: part.id, message: built.message });
  }

  const { pinNodes, nets } = resolveConnectivity(doc);
  if (!nets.some((net) => net.name === '0')) {
    issues.push({
      severity: 'error',
      message: 'The circuit has no ground: add a ground symbol (node voltages are measured from it).',
    });
  }
  const netSize = new Map(nets.map((net) => [net.name, net.pins.length]));
  for (const part of elements) {
    (pinNodes.get(part.id) ?? []).forEach((node, k) => {
      if ((netSize.get(node) ?? 0) < 2 && node !== '0' && !optionalPin(part.kind, k)) {
        issues.push({
          severity: 'warning',
          partId: part.id,
          message: `${part.id} pin ${pinName(part, k)} is not connected to anything.`,
        });
      }
    });
  }

  const dc = new Groups();
  for (const part of elements) {
    const nodes = pinNodes.get(part.id) ?? [];
    for (const group of dcGroups(part)) {
      for (const k of group.slice(1)) dc.union(nodes[group[0] ?? 0] ?? '0', nodes[k] ?? '0');
    }
  }
  const ground = dc.find('0');
  for (const net of nets) {
    if (net.name === '0' || dc.find(net.name) === ground) continue;
    const touching = [...new Set(net.pins.map((p) => p.part))];
    const owner = touching.find((id) => elements.some((part) => part.id === id));
    if (!owner) continue;
    issues.push({
      severity: 'error',
      partId: owner,
      message: `Node ${net.name} (at ${touching.join(', ')}) has no DC path to ground: only capacitors, current sources or inputs reach it. Add a resistor to ground or connect it.`,
    });
  }

  const loops = new Groups();
  for (const part of elements) {
    const nodes = pinNodes.get(part.id) ?? [];
    for (const [a, b] of fixedVoltagePairs(part)) {
      const na = nodes[a] ?? '0';
      const nb = nodes[b] ?? '0';
      if (na === nb) {
        const what = KIND_SPECS[part.kind].label.toLowerCase();
        issues.push({
          severity: 'error',
          partId: part.id,
          message: `${part.id} is shorted: both ends of the ${what} are on node ${na}.`,
        });
      } else if (!loops.union(na, nb)) {
        issues.push({
          severity: 'error',
          partId: part.id,
          message: `${part.id} closes a loop of voltage sources and inductors (an inductor is a short at DC). Put a resistor in the loop.`,
        });
      }
    }
  }

  if (doc.analysis?.type === 'ac' && !doc.parts.some((part) => AC_DRIVES.has(part.kind))) {
    issues.push({
      severity: 'warning',
      message: 'An AC sweep needs a sine, pulse or PWL voltage source to drive the circuit.',
    });
  }
  return issues;
}
