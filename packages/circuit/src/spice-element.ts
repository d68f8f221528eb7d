/** A terminal of a SPICE element: one of its part's pins, or a node private to the part. */
export type Terminal = { pin: number } | { internal: string };

/**
 * One SPICE card produced for a part. A part may need several (a potentiometer is two resistors,
 * a transformer two inductors and a coupling), and faults add more, so cards name their part's
 * pins rather than nodes; nodes are filled in when the netlist is written.
 */
export interface SpiceElement {
  letter: 'R' | 'C' | 'L' | 'K' | 'V' | 'I' | 'D' | 'Q' | 'M' | 'X';
  /** Added to the element name when a part has several cards of one letter ("_A", "_P"). */
  suffix: string;
  terminals: Terminal[];
  /** Everything after the nodes: a value, a source specification or a model name. */
  value: string;
}

export const pin = (index: number): Terminal => ({ pin: index });
export const internal = (name: string): Terminal => ({ internal: name });

/** The element name: the part id when it already starts with the letter (R1), else prefixed (XU1). */
export function elementName(partId: string, letter: string, suffix = ''): string {
  const base = partId.toUpperCase().startsWith(letter) ? partId : `${letter}${partId}`;
  return `${base}${suffix}`.toUpperCase();
}

/** Node name of a part-private node; SPICE node names are case-insensitive, so lower case. */
export const internalNode = (partId: string, name: string): string => `${partId}_${name}`.toLowerCase();
