import type { CircuitDocument } from '@electrobench/contracts/circuits';
import { onSegmentInterior, pinPoints, pointKey, type GridPoint } from './geometry';

export interface PinRef {
  part: string;
  pin: number;
}

export interface Net {
  /** SPICE node name: "0" for ground, a label's name, or n1, n2, ... */
  name: string;
  pins: PinRef[];
}

export interface Connectivity {
  /** Node name of every pin, by part id, in pin order. */
  pinNodes: ReadonlyMap<string, readonly string[]>;
  nets: readonly Net[];
  /** The node a grid point belongs to (a pin, a wire end or a point along a wire). */
  nodeAt: (point: GridPoint) => string | undefined;
}

class UnionFind {
  private parent = new Map<string, string>();
  find(key: string): string {
    let root = key;
    while (this.parent.has(root) && this.parent.get(root) !== root) root = this.parent.get(root) ?? root;
    this.parent.set(key, root);
    return root;
  }
  union(a: string, b: string): void {
    const ra = this.find(a);
    const rb = this.find(b);
    if (ra !== rb) this.parent.set(rb, ra);
  }
}

const GROUND_LABELS = new Set(['0', 'gnd', 'ground']);

/** Turns a label into a SPICE-safe node name. */
export function nodeNameFromLabel(label: string): string {
  const clean = label
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9_]+/g, '_');
  if (GROUND_LABELS.has(clean)) return '0';
  return clean === '' ? 'net' : /^[a-z_]/.test(clean) ? clean : `n_${clean}`;
}

/**
 * Works out which pins are joined: wires join their ends and any pin or wire end lying along
 * them, labels with the same name join, and ground symbols join node 0.
 */
export function resolveConnectivity(doc: Pick<CircuitDocument, 'parts' | 'wires'>): Connectivity {
  const uf = new UnionFind();
  const pinPointsByPart = new Map(doc.parts.map((part) => [part.id, pinPoints(part)]));
  const segments = doc.wires.map((w) => ({ a: { x: w.x1, y: w.y1 }, b: { x: w.x2, y: w.y2 } }));
  const points: GridPoint[] = [...pinPointsByPart.values()].flat();
  for (const { a, b } of segments) {
    uf.union(pointKey(a), pointKey(b));
    points.push(a, b);
  }
  for (const p of points) {
    for (const { a, b } of segments) if (onSegmentInterior(p, a, b)) uf.union(pointKey(p), pointKey(a));
  }
  for (const part of doc.parts) {
    const [at] = pinPointsByPart.get(part.id) ?? [];
    if (!at) continue;
    if (part.kind === 'ground') uf.union('#node:0', pointKey(at));
    if (part.kind === 'label') uf.union(`#node:${nodeNameFromLabel(part.value)}`, pointKey(at));
  }

  const names = new Map<string, string>();
  const taken = new Set<string>();
  for (const part of doc.parts) {
    if (part.kind !== 'ground' && part.kind !== 'label') continue;
    const name = part.kind === 'ground' ? '0' : nodeNameFromLabel(part.value);
    const root = uf.find(`#node:${name}`);
    const current = names.get(root);
    // Ground wins over a label on the same net; otherwise the first label read names it.
    if (current === undefined || name === '0') names.set(root, name);
    taken.add(name);
  }
  let counter = 0;
  const nameOf = (root: string): string => {
    const known = names.get(root);
    if (known) return known;
    let name: string;
    do name = `n${++counter}`;
    while (taken.has(name));
    names.set(root, name);
    return name;
  };

  const pinNodes = new Map<string, string[]>();
  const nets = new Map<string, Net>();
  for (const part of doc.parts) {
    const nodes = (pinPointsByPart.get(part.id) ?? []).map((p) => nameOf(uf.find(pointKey(p))));
    pinNodes.set(part.id, nodes);
    nodes.forEach((name, pin) => {
      const net = nets.get(name) ?? { name, pins: [] };
      net.pins.push({ part: part.id, pin });
      nets.set(name, net);
    });
  }

  const nodeAt = (point: GridPoint): string | undefined => {
    const key = pointKey(point);
    const direct = names.get(uf.find(key));
    if (direct) return direct;
    const along = segments.find(({ a, b }) => onSegmentInterior(point, a, b));
    return along ? names.get(uf.find(pointKey(along.a))) : undefined;
  };
  return { pinNodes, nets: [...nets.values()], nodeAt };
}
