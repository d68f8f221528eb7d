/** A connection point of a part, in grid steps from its origin before rotation. */
export interface PinSpec {
  name: string;
  x: number;
  y: number;
}

const pins = (...list: [string, number, number][]): readonly PinSpec[] =>
  list.map(([name, x, y]) => ({ name, x, y }));

// Pin order is the SPICE node order of the part's card (and of its library subcircuits).
export const TWO_PIN = pins(['1', -2, 0], ['2', 2, 0]);
export const DIODE_PINS = pins(['A', -2, 0], ['K', 2, 0]);
export const SOURCE_PINS = pins(['+', 0, -2], ['-', 0, 2]);
export const BJT_PINS = pins(['C', 1, -2], ['B', -2, 0], ['E', 1, 2]);
export const FET_PINS = pins(['D', 1, -2], ['G', -2, 0], ['S', 1, 2]);
export const POT_PINS = pins(['1', -2, 0], ['W', 0, -2], ['2', 2, 0]);
export const OPAMP_PINS = pins(['+', -3, 1], ['-', -3, -1], ['V+', 0, -2], ['V-', 0, 2], ['OUT', 3, 0]);
export const TRANSFORMER_PINS = pins(['P1', -2, -2], ['P2', -2, 2], ['S1', 2, -2], ['S2', 2, 2]);
/** In 555 pin-number order: 1 GND, 2 TRIG, 3 OUT, 4 RESET, 5 CTRL, 6 THR, 7 DIS, 8 VCC. */
export const TIMER_PINS = pins(
  ['GND', 0, 4],
  ['TRIG', -4, -2],
  ['OUT', 4, -2],
  ['RESET', 1, -4],
  ['CTRL', -4, 2],
  ['THR', -4, 0],
  ['DIS', 4, 0],
  ['VCC', -1, -4],
);
export const ONE_PIN = pins(['1', 0, 0]);

/** An imported subcircuit's box: first half of the nodes down the left side, the rest down the right. */
export function boxPins(count: number): readonly PinSpec[] {
  const left = Math.ceil(count / 2);
  return Array.from({ length: count }, (_, i) =>
    i < left
      ? { name: String(i + 1), x: -3, y: 2 * i - (left - 1) }
      : { name: String(i + 1), x: 3, y: 2 * (i - left) - (left - 1) },
  );
}
