import { describe, expect, it } from 'vitest';
import { decodeCapacitorMarking } from './capacitor-marking';

// Film and ceramic markings as printed (issue 13). Values worked by hand: a three-digit code is
// two figures times ten to the third digit in pF (474 = 47 x 10^4 pF = 0.47 uF); the EIA voltage
// code is the letter's figure times ten to the digit (2A = 1.0 x 10^2 = 100 V, 1H = 5.0 x 10 = 50 V).
const CASES: [marking: string, microfarads: number, volts: number | null, tolerance: string | null][] = [
  ['2A474J', 0.47, 100, '±5 %'],
  ['2A104J', 0.1, 100, '±5 %'],
  ['1H104K', 0.1, 50, '±10 %'],
  ['104K1H', 0.1, 50, '±10 %'],
  ['2A474', 0.47, 100, null],
  ['2A 474J', 0.47, 100, '±5 %'],
  ['474J 2A', 0.47, 100, '±5 %'],
  ['0J106M', 10, 6.3, '±20 %'],
  ['1A475K', 4.7, 10, '±10 %'],
  ['1C225K', 2.2, 16, '±10 %'],
  ['1E105Z', 1, 25, '+80 % / −20 %'],
  ['1V225K', 2.2, 35, '±10 %'],
  ['1J683J', 0.068, 63, '±5 %'],
  ['2D103K', 0.01, 200, '±10 %'],
  ['2E473J', 0.047, 250, '±5 %'],
  ['2G103J', 0.01, 400, '±5 %'],
  ['2J104K', 0.1, 630, '±10 %'],
  ['4u7', 4.7, null, null],
  ['4.7u', 4.7, null, null],
  ['4.7uF', 4.7, null, null],
  ['4.7µ', 4.7, null, null],
  ['0.47u 63V', 0.47, 63, null],
  ['n47', 0.00047, null, null],
  ['4n7', 0.0047, null, null],
  ['2.2n', 0.0022, null, null],
  ['p47', 0.00000047, null, null],
  ['4R7', 0.0000047, null, null],
];

describe('film and ceramic capacitor markings', () => {
  it.each(CASES)('reads %s', (marking, microfarads, volts, tolerance) => {
    const result = decodeCapacitorMarking(marking);
    expect(result.ok, marking).toBe(true);
    if (!result.ok) return;
    expect(result.capacitance.microfarads).toBeCloseTo(microfarads, 12);
    expect(result.voltage?.volts ?? null).toBe(volts);
    expect(result.tolerance?.text ?? null).toBe(tolerance);
  });

  it('does not offer the tantalum reading of J when an EIA voltage code is printed', () => {
    const result = decodeCapacitorMarking('2A474J');
    expect(result.ok && result.notes.some((note) => note.includes('tantalum'))).toBe(false);
  });

  it('still refuses what is not a marking, with a sentence', () => {
    for (const bad of ['2A', '9Z474J', '4.7.1u', 'hello']) {
      const result = decodeCapacitorMarking(bad);
      expect(result.ok, bad).toBe(false);
    }
  });
});
