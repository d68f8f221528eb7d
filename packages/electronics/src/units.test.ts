import { describe, expect, it } from 'vitest';
import { formatSi, parseValue } from './units';

function valueOf(text: string): number {
  const result = parseValue(text);
  if (!result.ok) throw new Error(result.error);
  return result.value;
}

describe('parseValue: engineering notation', () => {
  it.each([
    ['4k7', 4700],
    ['4K7', 4700],
    ['2.2u', 2.2e-6],
    ['2u2', 2.2e-6],
    ['10M', 10e6],
    ['10m', 0.01],
    ['1e-3', 0.001],
    ['1E3', 1000],
    ['100n', 100e-9],
    ['2p2', 2.2e-12],
    ['1f', 1e-15],
    ['3T', 3e12],
    ['1G', 1e9],
    ['10meg', 10e6],
    ['1.5MEG', 1.5e6],
    ['.5', 0.5],
    ['0', 0],
    ['1,5k', 1500],
  ])('%s = %d', (text, expected) => {
    expect(valueOf(text)).toBe(expected);
  });

  it('reads resistor R notation as ohms', () => {
    expect(parseValue('470R')).toEqual({ ok: true, value: 470, unit: 'Ω' });
    expect(parseValue('4R7')).toEqual({ ok: true, value: 4.7, unit: 'Ω' });
    expect(parseValue('0R1')).toEqual({ ok: true, value: 0.1, unit: 'Ω' });
    expect(parseValue('R47')).toEqual({ ok: true, value: 0.47, unit: 'Ω' });
  });

  it('returns the unit with prefixes applied', () => {
    expect(parseValue('3.3V')).toEqual({ ok: true, value: 3.3, unit: 'V' });
    expect(parseValue('1.5 kΩ')).toEqual({ ok: true, value: 1500, unit: 'Ω' });
    expect(parseValue('10 mA')).toEqual({ ok: true, value: 0.01, unit: 'A' });
    expect(parseValue('2.2uF')).toEqual({ ok: true, value: 2.2e-6, unit: 'F' });
    expect(parseValue('2.2µF')).toEqual({ ok: true, value: 2.2e-6, unit: 'F' });
    expect(parseValue('1 MΩ')).toEqual({ ok: true, value: 1e6, unit: 'Ω' });
    expect(parseValue('1 mΩ')).toEqual({ ok: true, value: 0.001, unit: 'Ω' });
    expect(parseValue('4k7Ω')).toEqual({ ok: true, value: 4700, unit: 'Ω' });
    expect(parseValue('1kHz')).toEqual({ ok: true, value: 1000, unit: 'Hz' });
    expect(parseValue('10 ms')).toEqual({ ok: true, value: 0.01, unit: 's' });
    expect(parseValue('100 uH')).toEqual({ ok: true, value: 100e-6, unit: 'H' });
    expect(parseValue('5 W')).toEqual({ ok: true, value: 5, unit: 'W' });
  });

  it('accepts both micro characters, the ohm sign and the Greek omega', () => {
    expect(valueOf('1\u00b5F')).toBe(1e-6);
    expect(valueOf('1\u03bcF')).toBe(1e-6);
    expect(parseValue('1k\u2126')).toEqual({ ok: true, value: 1000, unit: 'Ω' });
    expect(parseValue('1k\u03a9')).toEqual({ ok: true, value: 1000, unit: 'Ω' });
  });

  it('is forgiving about case of unit words, spaces and signs', () => {
    expect(parseValue('  1.5 k ohms ')).toEqual({ ok: true, value: 1500, unit: 'Ω' });
    expect(parseValue('12 volts')).toEqual({ ok: true, value: 12, unit: 'V' });
    expect(parseValue('3.3v')).toEqual({ ok: true, value: 3.3, unit: 'V' });
    expect(parseValue('2.2 pf')).toEqual({ ok: true, value: 2.2e-12, unit: 'F' });
    expect(parseValue('-5V')).toEqual({ ok: true, value: -5, unit: 'V' });
    expect(parseValue('\u22125 V')).toEqual({ ok: true, value: -5, unit: 'V' });
    expect(parseValue('+12V')).toEqual({ ok: true, value: 12, unit: 'V' });
    expect(parseValue('1\u00a0kΩ')).toEqual({ ok: true, value: 1000, unit: 'Ω' });
  });

  it('keeps m and M apart', () => {
    expect(valueOf('1M')).toBe(1e6);
    expect(valueOf('1m')).toBe(1e-3);
    expect(parseValue('10MA')).toEqual({ ok: true, value: 10e6, unit: 'A' });
  });

  it('fills in the expected unit for a bare number and rejects another unit', () => {
    expect(parseValue('4k7', { expectedUnit: 'Ω' })).toEqual({ ok: true, value: 4700, unit: 'Ω' });
    const wrong = parseValue('5V', { expectedUnit: 'Ω' });
    expect(wrong).toEqual({ ok: false, error: 'Expected a value in Ω, but "5V" is in V.' });
  });

  it('explains what it could not read', () => {
    const empty = parseValue('   ');
    expect(empty.ok).toBe(false);
    if (!empty.ok) expect(empty.error).toMatch(/^Enter a value/);

    const words = parseValue('abc');
    expect(words.ok).toBe(false);
    if (!words.ok) expect(words.error).toContain('Could not find a number in "abc"');

    const unit = parseValue('10 xyz');
    expect(unit.ok).toBe(false);
    if (!unit.ok) expect(unit.error).toContain('Could not read "xyz"');

    const doubled = parseValue('4k7k');
    expect(doubled.ok).toBe(false);

    const mixed = parseValue('4R7V');
    expect(mixed.ok).toBe(false);
  });

  it('rejects thousands separators instead of guessing', () => {
    const result = parseValue('1,000');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toContain('ambiguous');
  });

  it('rejects values that overflow or underflow a double', () => {
    expect(parseValue('1e400')).toEqual({ ok: false, error: '"1e400" is too large to work with.' });
    expect(parseValue('1e-400')).toEqual({ ok: false, error: '"1e-400" is too small to work with.' });
  });

  it('handles huge and tiny but representable values', () => {
    expect(valueOf('1e300')).toBe(1e300);
    expect(valueOf('5e-20')).toBe(5e-20);
  });

  it('never returns negative zero', () => {
    expect(Object.is(valueOf('-0'), 0)).toBe(true);
  });

  it('rejects non-string input without throwing', () => {
    expect(parseValue(undefined as unknown as string).ok).toBe(false);
  });
});

describe('formatSi', () => {
  it.each([
    [4700, 'Ω', '4.7 kΩ'],
    [2.2e-6, 'F', '2.2 µF'],
    [0, 'V', '0 V'],
    [-0, 'V', '0 V'],
    [1, 'A', '1 A'],
    [999, 'Hz', '999 Hz'],
    [1000, 'Hz', '1 kHz'],
    [0.001, 'A', '1 mA'],
    [100e-9, 'F', '100 nF'],
    [1e6, 'Ω', '1 MΩ'],
    [-4700, 'Ω', '-4.7 kΩ'],
    [-0.0033, 'A', '-3.3 mA'],
    [1.23456e-12, 'F', '1.23 pF'],
    [5e-15, 'F', '5 fF'],
    [2.5e12, 'W', '2.5 TW'],
  ])('formatSi(%d, %s) = %s', (value, unit, expected) => {
    expect(formatSi(value, unit)).toBe(expected);
  });

  it('carries rounding into the next prefix', () => {
    expect(formatSi(999.96, 'Ω')).toBe('1 kΩ');
    expect(formatSi(999_600, 'Ω')).toBe('1 MΩ');
  });

  it('honours the number of significant digits', () => {
    expect(formatSi(4712, 'Ω', 2)).toBe('4.7 kΩ');
    expect(formatSi(4712, 'Ω', 4)).toBe('4.712 kΩ');
    expect(formatSi(1 / 3, 'V', 5)).toBe('333.33 mV');
    expect(formatSi(4712, 'Ω', 0)).toBe('5 kΩ');
  });

  it('uses exponent form outside femto..tera', () => {
    expect(formatSi(1.5e18, 'V')).toBe('1.5e+18 V');
    expect(formatSi(2e-20, 'F')).toBe('2e-20 F');
    expect(formatSi(-3e21, 'W')).toBe('-3e+21 W');
  });

  it('writes the prefix straight after the number when there is no unit', () => {
    expect(formatSi(4700)).toBe('4.7k');
    expect(formatSi(12)).toBe('12');
  });

  it('shows infinities and NaN without crashing', () => {
    expect(formatSi(Number.POSITIVE_INFINITY, 'Ω')).toBe('∞ Ω');
    expect(formatSi(Number.NEGATIVE_INFINITY, 'Ω')).toBe('-∞ Ω');
    expect(formatSi(Number.NaN, 'Ω')).toBe('—');
  });

  it('round-trips through parseValue', () => {
    for (const value of [4700, 2.2e-6, 0.47, 33e3, 1.5e-12, 680e6]) {
      const text = formatSi(value, 'Ω');
      expect(valueOf(text)).toBeCloseTo(value, 15);
      expect(valueOf(text) / value).toBeCloseTo(1, 12);
    }
  });
});
