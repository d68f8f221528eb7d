/**
 * Splits SPICE text into logical cards: '+' lines continue the previous card, '*' lines are
 * comments, and ';' or '$ ' start an end-of-line comment. Each card keeps the number of the line it
 * started on, so messages can point at it.
 */
export interface SpiceCard {
  line: number;
  text: string;
}

export function splitCards(text: string): SpiceCard[] {
  const cards: SpiceCard[] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw
      .replace(/;.*$/, '')
      .replace(/\s\$\s.*$/, '')
      .trim();
    if (line === '' || line.startsWith('*')) return;
    if (line.startsWith('+')) {
      const last = cards.at(-1);
      if (last) last.text = `${last.text} ${line.slice(1).trim()}`;
      return;
    }
    cards.push({ line: index + 1, text: line });
  });
  return cards;
}

/** Splits a card into words, keeping "name=value" and parenthesised groups readable. */
export function cardWords(text: string): string[] {
  return text
    .replace(/\s*=\s*/g, '=')
    .replace(/[(),]/g, ' ')
    .split(/\s+/)
    .filter((word) => word !== '');
}

export interface ModelCard {
  name: string;
  /** Upper-case device type for .model cards (D, NPN, PNP, NMOS, PMOS...), "SUBCKT" for subcircuits. */
  type: string;
  /** Number of external nodes of a subcircuit. */
  nodes: number;
  /** The card text, or the whole .subckt ... .ends block. */
  text: string;
}

/** The .model cards and .subckt blocks found in some SPICE text. */
export function readModelCards(text: string): ModelCard[] {
  const found: ModelCard[] = [];
  let open: { card: ModelCard; lines: string[] } | null = null;
  for (const { text: card } of splitCards(text)) {
    const words = cardWords(card);
    const keyword = (words[0] ?? '').toLowerCase();
    if (open) {
      open.lines.push(card);
      if (keyword === '.ends') {
        open.card.text = open.lines.join('\n');
        found.push(open.card);
        open = null;
      }
      continue;
    }
    if (keyword === '.model' && words[1] && words[2]) {
      found.push({ name: words[1], type: words[2].toUpperCase(), nodes: 0, text: card });
    } else if (keyword === '.subckt' && words[1]) {
      const nodes = words.slice(2).filter((word) => !word.includes('=') && word.toLowerCase() !== 'params:');
      open = { card: { name: words[1], type: 'SUBCKT', nodes: nodes.length, text: '' }, lines: [card] };
    }
  }
  return found;
}
