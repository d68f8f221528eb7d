import type { CircuitPart } from '@electrobench/contracts/circuits';
import { pinsOf } from './part-catalogue';

/**
 * Groups of a part's pins that conduct at DC (directly or through junctions). A pin in no group
 * (a capacitor's ends, an op-amp input, a MOSFET gate) gives its node no path to ground.
 */
export function dcGroups(part: Pick<CircuitPart, 'kind' | 'params' | 'value'>): number[][] {
  const all = pinsOf(part).map((_, k) => k);
  switch (part.kind) {
    case 'capacitor':
    case 'dc-current':
    case 'ground':
    case 'label':
      return [];
    case 'switch':
      return part.value.trim().toLowerCase() === 'open' ? [] : [all];
    case 'nmos':
    case 'pmos':
      return [[0, 2]];
    case 'opamp':
      return [[2, 3, 4]];
    case 'transformer':
      return [
        [0, 1],
        [2, 3],
      ];
    case 'timer555':
      // TRIG (1) and THR (5) only sense.
      return [[0, 2, 3, 4, 6, 7]];
    default:
      return [all];
  }
}

/** Sources and inductors: at DC each holds its two nodes at a fixed difference (a loop is singular). */
export function fixedVoltagePairs(part: Pick<CircuitPart, 'kind'>): [number, number][] {
  switch (part.kind) {
    case 'dc-voltage':
    case 'ac-voltage':
    case 'pulse-voltage':
    case 'pwl-voltage':
    case 'inductor':
      return [[0, 1]];
    case 'transformer':
      return [
        [0, 1],
        [2, 3],
      ];
    default:
      return [];
  }
}
