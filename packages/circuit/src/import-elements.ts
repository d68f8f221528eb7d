import type { CircuitPart, PartKind } from '@electrobench/contracts/circuits';
import { findLibraryModel } from './models/model-library';
import type { ParsedElement } from './netlist-parser';
import type { ModelCard } from './spice-cards';
import { formatBenchNumber, parseSpiceNumber } from './spice-number';

export type ImportedPart = Omit<CircuitPart, 'x' | 'y' | 'rotation'>;

interface Made {
  part?: ImportedPart;
  notes: string[];
}

const bench = (word: string | undefined, fallback: string): string => {
  const value = parseSpiceNumber(word ?? '');
  return value === null ? fallback : formatBenchNumber(value);
};

/** The word after a keyword in a source specification ("dc 5" -> "5"). */
function after(words: string[], keyword: string, offset = 1): string | undefined {
  const at = words.findIndex((w) => w.toLowerCase() === keyword);
  return at === -1 ? undefined : words[at + offset];
}

function voltageSource(name: string, rest: string[]): Made {
  const lower = rest.map((w) => w.toLowerCase());
  const dc = after(rest, 'dc') ?? (parseSpiceNumber(rest[0] ?? '') !== null ? rest[0] : undefined) ?? '0';
  if (lower.includes('pulse')) {
    const [low, high, delay, rise, fall, width, period] = [1, 2, 3, 4, 5, 6, 7].map((k) =>
      after(rest, 'pulse', k),
    );
    return {
      part: {
        id: name,
        kind: 'pulse-voltage',
        value: bench(high, '5'),
        params: {
          low: bench(low, '0'),
          delay: bench(delay, '0'),
          rise: bench(rise, '1u'),
          fall: bench(fall, '1u'),
          width: bench(width, '0.5m'),
          period: bench(period, '1m'),
        },
      },
      notes: [],
    };
  }
  if (lower.includes('pwl')) {
    const start = lower.indexOf('pwl') + 1;
    const pairs = rest.slice(start).filter((w) => parseSpiceNumber(w) !== null);
    const value = pairs.slice(0, pairs.length - (pairs.length % 2)).map((w) => bench(w, '0'));
    return { part: { id: name, kind: 'pwl-voltage', value: value.join(' ') }, notes: [] };
  }
  if (lower.includes('sin') || lower.includes('ac')) {
    const sine = lower.includes('sin');
    const amplitude = sine ? after(rest, 'sin', 2) : after(rest, 'ac');
    const offset = sine ? after(rest, 'sin', 1) : dc;
    return {
      part: {
        id: name,
        kind: 'ac-voltage',
        value: bench(amplitude, '1'),
        params: {
          offset: bench(offset, '0'),
          frequency: bench(sine ? after(rest, 'sin', 3) : undefined, '1k'),
        },
      },
      notes: [],
    };
  }
  const unknown = lower.find((w) => ['exp', 'sffm', 'am', 'trnoise', 'trrandom'].includes(w));
  return {
    part: { id: name, kind: 'dc-voltage', value: bench(dc, '0') },
    notes: unknown ? [`${name}: ${unknown.toUpperCase()} sources are read as their DC value.`] : [],
  };
}

const MODEL_KINDS: Readonly<Record<string, PartKind>> = {
  D: 'diode',
  NPN: 'npn',
  PNP: 'pnp',
  NMOS: 'nmos',
  PMOS: 'pmos',
};

function modelled(element: ParsedElement, models: ModelCard[]): Made {
  const { name, letter, nodes, rest } = element;
  const modelName = rest[0] ?? '';
  const own = models.find((m) => m.name.toUpperCase() === modelName.toUpperCase());
  const library = findLibraryModel(modelName);
  const notes: string[] = [];
  if (letter === 'X') {
    const libraryFits = library?.form === 'subckt' && (!own || own.nodes === nodes.length);
    if (libraryFits && library) {
      return {
        part: { id: name.replace(/^X(?=[A-Za-z])/i, ''), kind: library.kind, value: modelName },
        notes,
      };
    }
    if (!own) notes.push(`${name}: subcircuit ${modelName} is not defined in the netlist.`);
    return {
      part: { id: name, kind: 'subcircuit', value: modelName, params: { pins: String(nodes.length) } },
      notes,
    };
  }
  const kind = own ? MODEL_KINDS[own.type] : library?.kind;
  if (!kind) notes.push(`${name}: model ${modelName} is not defined in the netlist.`);
  if (letter === 'Q' && nodes.length === 4) notes.push(`${name}: the substrate node is left out.`);
  if (letter === 'M' && nodes[3] !== nodes[2]) notes.push(`${name}: the body is tied to the source.`);
  const fallback: PartKind = letter === 'Q' ? 'npn' : letter === 'M' ? 'nmos' : 'diode';
  return { part: { id: name, kind: kind ?? fallback, value: modelName }, notes };
}

/** One netlist element as an editor part (without a position yet). */
export function elementPart(element: ParsedElement, models: ModelCard[]): Made {
  const { name, letter, rest } = element;
  const plain = (rest[0] ?? '').replace(/^[a-z]+=/i, '');
  switch (letter) {
    case 'R':
      return { part: { id: name, kind: 'resistor', value: bench(plain, plain) }, notes: [] };
    case 'C':
      return { part: { id: name, kind: 'capacitor', value: bench(plain, plain) }, notes: [] };
    case 'L':
      return { part: { id: name, kind: 'inductor', value: bench(plain, plain) }, notes: [] };
    case 'V':
      return voltageSource(name, rest);
    case 'I': {
      const dc = after(rest, 'dc') ?? rest[0];
      const other = rest.some((w) => /^(pulse|sin|pwl|exp)$/i.test(w));
      return {
        part: { id: name, kind: 'dc-current', value: bench(dc, '0') },
        notes: other ? [`${name}: only DC current sources are read; the DC value is kept.`] : [],
      };
    }
    default:
      return modelled(element, models);
  }
}
