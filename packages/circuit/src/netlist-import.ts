import type { CircuitDocument, CircuitPart, CircuitWire } from '@electrobench/contracts/circuits';
import { pinsOf } from './part-catalogue';
import { elementPart, type ImportedPart } from './import-elements';
import { parseNetlist, type NetlistNote } from './netlist-parser';

export interface ImportResult {
  doc: CircuitDocument;
  notes: NetlistNote[];
}

const CELL_WIDTH = 16;
const CELL_HEIGHT = 12;
const STUB = 2;

function uniqueId(wanted: string, taken: Set<string>): string {
  let base = wanted.replace(/[^A-Za-z0-9_]/g, '_').slice(0, 13);
  if (!/^[A-Za-z]/.test(base)) base = `P${base}`.slice(0, 13);
  let id = base;
  for (let n = 2; taken.has(id.toUpperCase()); n++) id = `${base}_${n}`;
  taken.add(id.toUpperCase());
  return id;
}

/**
 * Turns a plain SPICE netlist into an editable circuit. Parts are laid out on a grid, each pin
 * with a short wire to a net label named after its SPICE node (or a ground symbol for node 0),
 * so the drawing is connected exactly as the netlist is without crossing wires.
 */
export function importNetlist(text: string): ImportResult {
  const parsed = parseNetlist(text);
  const notes = [...parsed.notes];
  const taken = new Set<string>();
  const imported: { part: ImportedPart; nodes: string[] }[] = [];
  for (const element of parsed.elements) {
    const made = elementPart(element, parsed.models);
    notes.push(...made.notes.map((message) => ({ line: element.line, message })));
    if (!made.part) continue;
    // SPICE pushes a current source's current out of its second node, the symbol out of its + pin.
    const nodes = made.part.kind === 'dc-current' ? [...element.nodes].reverse() : element.nodes;
    imported.push({ part: { ...made.part, id: uniqueId(made.part.id, taken) }, nodes });
  }

  const parts: CircuitPart[] = [];
  const wires: CircuitWire[] = [];
  const columns = Math.max(1, Math.ceil(Math.sqrt(imported.length)));
  let labels = 0;
  imported.forEach(({ part, nodes }, index) => {
    const x = (index % columns) * CELL_WIDTH;
    const y = Math.floor(index / columns) * CELL_HEIGHT;
    const placed: CircuitPart = { ...part, x, y, rotation: 0 };
    parts.push(placed);
    pinsOf(placed).forEach((pin, k) => {
      const node = nodes[k] ?? '0';
      const horizontal = Math.abs(pin.x) >= Math.abs(pin.y);
      const end = {
        x: x + pin.x + (horizontal ? Math.sign(pin.x) * STUB : 0),
        y: y + pin.y + (horizontal ? 0 : Math.sign(pin.y) * STUB),
      };
      wires.push({ id: `w${wires.length + 1}`, x1: x + pin.x, y1: y + pin.y, x2: end.x, y2: end.y });
      labels += 1;
      const isGround = node === '0' || node.toLowerCase() === 'gnd';
      parts.push({
        id: uniqueId(isGround ? `GND${labels}` : `N${labels}`, taken),
        kind: isGround ? 'ground' : 'label',
        value: isGround ? '' : node,
        x: end.x,
        y: end.y,
        rotation: 0,
      });
    });
  });

  const doc: CircuitDocument = {
    version: 1,
    title: parsed.title || 'Imported netlist',
    parts,
    wires,
    ...(parsed.modelText ? { models: parsed.modelText } : {}),
    ...(parsed.analysis ? { analysis: parsed.analysis } : {}),
  };
  return { doc, notes };
}
