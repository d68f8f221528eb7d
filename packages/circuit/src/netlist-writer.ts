import type { AnalysisSettings, CircuitDocument } from '@electrobench/contracts/circuits';
import { analysisCard } from './analysis-card';
import { resolveConnectivity } from './connectivity';
import { applyFault } from './faults';
import { modelCatalog } from './model-catalog';
import { partElements } from './part-elements';
import { elementName, internalNode, type SpiceElement, type Terminal } from './spice-element';

export interface NetlistOptions {
  analysis: AnalysisSettings;
  /** Write marked faults into the circuit (the faulty board) or leave them out (the good one). */
  withFaults: boolean;
  /** Parts whose pin currents are wanted: a 0 V source goes in series with every pin but the last. */
  ammeterParts?: readonly string[];
  /** Vectors to keep; everything when empty. Transients always keep time. */
  save?: readonly string[];
  /** Start a transient from all-zero (power switched on at t = 0) instead of the operating point. */
  startFromZero?: boolean;
  /** First line instead of the circuit's title (a run marker the results can be matched against). */
  title?: string;
}

export interface NetlistProblem {
  partId?: string;
  message: string;
}

export interface Netlist {
  text: string;
  /** Parts or settings that could not be written; the text is not worth running when any exist. */
  problems: NetlistProblem[];
  pinNodes: ReadonlyMap<string, readonly string[]>;
  /** The part each element belongs to, by upper-case element name, to explain simulator messages. */
  owners: ReadonlyMap<string, string>;
  /** The ammeter current vector of each measured pin (all but the last), by part id. */
  ammeters: ReadonlyMap<string, readonly string[]>;
}

function nodeOf(terminal: Terminal, partId: string, pins: readonly string[]): string {
  return 'pin' in terminal ? (pins[terminal.pin] ?? '0') : internalNode(partId, terminal.internal);
}

/** Writes the circuit as a plain SPICE netlist that ngspice (native or WebAssembly) runs as it is. */
export function writeNetlist(doc: CircuitDocument, options: NetlistOptions): Netlist {
  const connectivity = resolveConnectivity(doc);
  const catalog = modelCatalog(doc.models);
  const problems: NetlistProblem[] = [];
  const owners = new Map<string, string>();
  const ammeters = new Map<string, string[]>();
  const lines: string[] = [];
  const modelCards = new Map<string, string>();
  const measured = new Set(options.ammeterParts ?? []);

  for (const part of doc.parts) {
    const built = partElements(part, catalog);
    if (!built.ok) {
      problems.push({ partId: part.id, message: built.message });
      continue;
    }
    for (const model of built.models) modelCards.set(model.name.toUpperCase(), model.cards);
    let elements: SpiceElement[] = built.elements;
    if (options.withFaults && part.fault) elements = applyFault(part, elements, part.fault);
    const pins = [...(connectivity.pinNodes.get(part.id) ?? [])];
    if (measured.has(part.id) && elements.length > 0) {
      const vectors: string[] = [];
      for (let k = 0; k < pins.length - 1; k++) {
        const name = `VAM_${part.id}_${k}`.toUpperCase();
        const inside = internalNode(part.id, `pin${k}`);
        lines.push(`${name} ${pins[k]} ${inside} 0`);
        vectors.push(`i(${name.toLowerCase()})`);
        owners.set(name, part.id);
        pins[k] = inside;
      }
      ammeters.set(part.id, vectors);
    }
    for (const element of elements) {
      const name = elementName(part.id, element.letter, element.suffix);
      owners.set(name, part.id);
      const nodes = element.terminals.map((t) => nodeOf(t, part.id, pins));
      lines.push([name, ...nodes, element.value].join(' '));
    }
  }

  const analysis = analysisCard(doc, options.analysis, options.startFromZero ?? false);
  if (!analysis.ok) problems.push({ message: analysis.message });
  const title = (options.title ?? (doc.title.trim() || 'ElectroBench circuit')).replace(/[\r\n]+/g, ' ');
  // Imported cards go first so a circuit's own model wins over a library one of the same name.
  const ownModels = doc.models?.trim() ? [doc.models.trim()] : [];
  const ownNames = new Set(
    ownModels
      .join('\n')
      .match(/^\s*\.(?:model|subckt)\s+(\S+)/gim)
      ?.map((m) => m.trim().split(/\s+/)[1]?.toUpperCase()),
  );
  const libraryModels = [...modelCards].filter(([name]) => !ownNames.has(name)).map(([, cards]) => cards);
  const save = options.save?.length ? [`.save ${options.save.join(' ')}`] : [];
  const text = [
    `* ${title}`,
    ...lines,
    ...ownModels,
    ...libraryModels,
    ...(analysis.ok ? [analysis.card] : []),
    ...save,
    '.end',
    '',
  ].join('\n');
  return { text, problems, pinNodes: connectivity.pinNodes, owners, ammeters };
}
