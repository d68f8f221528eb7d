import type { CircuitDocument } from '@electrobench/contracts/circuits';
import type { Connectivity } from '@electrobench/circuit/connectivity';
import { onSegmentInterior, pinPoints } from '@electrobench/circuit/geometry';
import { formatSi } from '@electrobench/electronics/units';
import { GRID as G } from './sheet-geometry';

interface Props {
  doc: CircuitDocument;
  connectivity: Connectivity;
  nodeVoltages: ReadonlyMap<string, number> | null;
  probeColors: ReadonlyMap<string, string>;
}

/** Dots where three or more connections meet, or a wire ends part-way along another. */
function junctions(doc: CircuitDocument) {
  const count = new Map<string, number>();
  const bump = (x: number, y: number) => count.set(`${x},${y}`, (count.get(`${x},${y}`) ?? 0) + 1);
  for (const w of doc.wires) {
    bump(w.x1, w.y1);
    bump(w.x2, w.y2);
  }
  for (const part of doc.parts) for (const p of pinPoints(part)) bump(p.x, p.y);
  const dots = new Set([...count].filter(([, n]) => n >= 3).map(([key]) => key));
  for (const w of doc.wires) {
    for (const end of [
      { x: w.x1, y: w.y1 },
      { x: w.x2, y: w.y2 },
    ]) {
      const along = doc.wires.some(
        (other) =>
          other !== w && onSegmentInterior(end, { x: other.x1, y: other.y1 }, { x: other.x2, y: other.y2 }),
      );
      if (along) dots.add(`${end.x},${end.y}`);
    }
  }
  return [...dots].map((key) => key.split(',').map(Number) as [number, number]);
}

/** One place per node to print its operating-point voltage: a label if it has one, else a pin. */
function nodeAnchors(doc: CircuitDocument, connectivity: Connectivity) {
  const anchors = new Map<string, { x: number; y: number }>();
  const byId = new Map(doc.parts.map((p) => [p.id, p]));
  for (const net of connectivity.nets) {
    if (net.name === '0') continue;
    const labelled = net.pins.find((pin) => byId.get(pin.part)?.kind === 'label');
    const chosen = labelled ?? net.pins[0];
    const part = chosen ? byId.get(chosen.part) : undefined;
    const point = part ? pinPoints(part)[chosen?.pin ?? 0] : undefined;
    if (point) anchors.set(net.name, point);
  }
  return anchors;
}

export function SchematicOverlay({ doc, connectivity, nodeVoltages, probeColors }: Props) {
  const anchors = nodeVoltages ? nodeAnchors(doc, connectivity) : new Map<string, { x: number; y: number }>();
  return (
    <g className="sch-overlay">
      {junctions(doc).map(([x, y]) => (
        <circle key={`j${x},${y}`} className="sch-junction" cx={x * G} cy={y * G} r={3} />
      ))}
      {(doc.probes ?? []).map((probe, k) => {
        if (probe.kind !== 'voltage') return null;
        const node = connectivity.nodeAt(probe);
        const color = node ? probeColors.get(`v:${node}`) : undefined;
        return (
          <g key={`p${k}`} className="sch-probe" style={color ? { color } : undefined}>
            <circle cx={probe.x * G} cy={probe.y * G} r={5} />
            <text x={probe.x * G - 7} y={probe.y * G + 16} textAnchor="end">
              {node ? `V(${node})` : '?'}
            </text>
          </g>
        );
      })}
      {[...anchors].map(([node, point]) => {
        const volts = nodeVoltages?.get(node);
        if (volts === undefined) return null;
        return (
          <text
            key={`v${node}`}
            className="sch-voltage"
            x={point.x * G + 5}
            y={point.y * G + 14}
            data-node={node}
          >
            {formatSi(volts, 'V', 4)}
          </text>
        );
      })}
    </g>
  );
}
