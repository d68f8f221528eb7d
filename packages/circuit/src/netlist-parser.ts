import type { AnalysisSettings } from '@electrobench/contracts/circuits';
import { cardWords, readModelCards, splitCards, type ModelCard } from './spice-cards';
import { formatBenchNumber, parseSpiceNumber } from './spice-number';

export interface ParsedElement {
  line: number;
  /** The element name as written (R1, XU1...). */
  name: string;
  letter: string;
  nodes: string[];
  /** The words after the nodes (value, model, source specification, parameters). */
  rest: string[];
}

export interface NetlistNote {
  line: number;
  message: string;
}

export interface ParsedNetlist {
  title: string;
  elements: ParsedElement[];
  models: ModelCard[];
  /** The model and subcircuit cards as text, to keep with the circuit. */
  modelText: string;
  analysis?: AnalysisSettings;
  notes: NetlistNote[];
}

const NODE_COUNT: Readonly<Record<string, number>> = { R: 2, C: 2, L: 2, V: 2, I: 2, D: 2, Q: 3, M: 4 };
const QUIET_DOTS = new Set([
  '.end',
  '.print',
  '.plot',
  '.save',
  '.probe',
  '.meas',
  '.measure',
  '.width',
  '.title',
]);

const bench = (word: string | undefined): string => {
  const value = parseSpiceNumber(word ?? '');
  return value === null ? (word ?? '') : formatBenchNumber(value);
};

function readAnalysis(words: string[]): AnalysisSettings | string {
  const keyword = (words[0] ?? '').toLowerCase();
  if (keyword === '.op') return { type: 'op' };
  if (keyword === '.tran') return { type: 'tran', step: bench(words[1]), stop: bench(words[2]) };
  if (keyword === '.ac') {
    if ((words[1] ?? '').toLowerCase() !== 'dec') return 'Only decade AC sweeps (.ac dec) are read.';
    return { type: 'ac', pointsPerDecade: words[2] ?? '20', start: bench(words[3]), stop: bench(words[4]) };
  }
  return {
    type: 'dc',
    source: words[1] ?? '',
    start: bench(words[2]),
    stop: bench(words[3]),
    step: bench(words[4]).replace(/^-/, ''),
  };
}

/** Where the nodes of a card end: fixed per letter; for X, before the subcircuit name. */
function nodeCount(letter: string, words: string[], models: ModelCard[]): number {
  if (letter === 'X') {
    const plain = words.slice(1).filter((w) => !w.includes('=') && w.toLowerCase() !== 'params:');
    return Math.max(0, plain.length - 1);
  }
  if (letter === 'Q') {
    // An optional substrate node: four nodes when the fourth word is not a known model.
    const isModel = (w: string | undefined) => models.some((m) => m.name.toUpperCase() === w?.toUpperCase());
    return !isModel(words[4]) && isModel(words[5]) ? 4 : 3;
  }
  return NODE_COUNT[letter] ?? 0;
}

/**
 * Reads a plain SPICE netlist: the first line is the title (as in SPICE), then element cards,
 * .model cards, .subckt blocks and one analysis. What it cannot use is listed in notes.
 */
export function parseNetlist(text: string): ParsedNetlist {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const title = (lines[0] ?? '').replace(/^\*\s*/, '').trim();
  const body = ['', ...lines.slice(1)].join('\n');
  const models = readModelCards(body);
  const elements: ParsedElement[] = [];
  const notes: NetlistNote[] = [];
  let analysis: AnalysisSettings | undefined;
  let inside: 'subckt' | 'control' | null = null;

  for (const card of splitCards(body)) {
    const words = cardWords(card.text);
    const first = words[0] ?? '';
    const keyword = first.toLowerCase();
    if (inside) {
      if ((inside === 'subckt' && keyword === '.ends') || (inside === 'control' && keyword === '.endc'))
        inside = null;
      continue;
    }
    if (keyword === '.end') break;
    if (keyword === '.subckt') inside = 'subckt';
    else if (keyword === '.control') inside = 'control';
    else if (['.op', '.tran', '.ac', '.dc'].includes(keyword)) {
      const read = readAnalysis(words);
      if (typeof read === 'string') notes.push({ line: card.line, message: read });
      else analysis = read;
    } else if (keyword.startsWith('.')) {
      if (keyword !== '.model' && !QUIET_DOTS.has(keyword)) {
        notes.push({ line: card.line, message: `${first} is not read; the rest of the netlist is.` });
      }
    } else {
      const letter = first.charAt(0).toUpperCase();
      const count = nodeCount(letter, words, models);
      if (letter === 'K') {
        notes.push({
          line: card.line,
          message: `${first}: coupled inductors are not read; use a transformer part.`,
        });
        continue;
      }
      if (count === 0 || words.length < count + 2) {
        const why = count === 0 ? `element type ${letter} is not supported` : 'too few nodes or values';
        notes.push({ line: card.line, message: `${first}: ${why}.` });
        continue;
      }
      elements.push({
        line: card.line,
        name: first,
        letter,
        nodes: words.slice(1, count + 1),
        rest: words.slice(count + 1),
      });
    }
  }
  return { title, elements, models, modelText: models.map((m) => m.text).join('\n'), analysis, notes };
}
