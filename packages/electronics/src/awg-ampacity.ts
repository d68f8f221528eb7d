/**
 * Typical current limits for single copper conductors, from the PowerStream "Wire Gauge and Current
 * Limits" table (itself after the Handbook of Electronic Tables and Formulas for American Wire
 * Gauge). "Chassis wiring" is a short wire in free air; "power transmission" is the conservative
 * 700 circular mils per ampere rule for long or bundled runs. Neither replaces the electrical code
 * that applies to building wiring, which also depends on insulation and temperature.
 */
export const AMPACITY_SOURCE =
  'PowerStream "Wire Gauge and Current Limits" (after the Handbook of Electronic Tables and Formulas); transmission column = 700 circular mils per ampere';

/** [gauge, chassis wiring A, power transmission A]; gauge 0 is 1/0 and −3 is 4/0. */
export const AMPACITY_TABLE: readonly (readonly [number, number, number])[] = [
  [-3, 380, 302],
  [-2, 328, 239],
  [-1, 283, 190],
  [0, 245, 150],
  [1, 211, 119],
  [2, 181, 94],
  [3, 158, 75],
  [4, 135, 60],
  [5, 118, 47],
  [6, 101, 37],
  [7, 89, 30],
  [8, 73, 24],
  [9, 64, 19],
  [10, 55, 15],
  [11, 47, 12],
  [12, 41, 9.3],
  [13, 35, 7.4],
  [14, 32, 5.9],
  [15, 28, 4.7],
  [16, 22, 3.7],
  [17, 19, 2.9],
  [18, 16, 2.3],
  [19, 14, 1.8],
  [20, 11, 1.5],
  [21, 9, 1.2],
  [22, 7, 0.92],
  [23, 4.7, 0.729],
  [24, 3.5, 0.577],
  [25, 2.7, 0.457],
  [26, 2.2, 0.361],
  [27, 1.7, 0.288],
  [28, 1.4, 0.226],
  [29, 1.2, 0.182],
  [30, 0.86, 0.142],
  [31, 0.7, 0.113],
  [32, 0.53, 0.091],
  [33, 0.43, 0.072],
  [34, 0.33, 0.056],
  [35, 0.27, 0.044],
  [36, 0.21, 0.035],
  [37, 0.17, 0.0289],
  [38, 0.13, 0.0228],
  [39, 0.11, 0.0175],
  [40, 0.09, 0.0137],
];

export interface Ampacity {
  chassisAmps: number;
  powerTransmissionAmps: number;
  source: string;
}

export function ampacityFor(gauge: number): Ampacity | null {
  const row = AMPACITY_TABLE.find(([g]) => g === gauge);
  return row ? { chassisAmps: row[1], powerTransmissionAmps: row[2], source: AMPACITY_SOURCE } : null;
}
