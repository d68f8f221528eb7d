import { describe, expect, it } from 'vitest';
import {
  COLOR_MEANINGS,
  TEMPCO_CHOICES,
  TOLERANCE_CHOICES,
  colorForDigit,
  colorForMultiplier,
  colorForTempCo,
  colorForTolerance,
  parseBandColor,
} from './resistor-colors';

describe('resistor colour table (IEC 60062)', () => {
  it('maps digits black..white to 0..9', () => {
    const order = ['black', 'brown', 'red', 'orange', 'yellow', 'green', 'blue', 'violet', 'grey', 'white'];
    order.forEach((color, digit) => expect(colorForDigit(digit)).toBe(color));
  });

  it('has the fractional multipliers gold, silver and pink', () => {
    expect(colorForMultiplier(-1)).toBe('gold');
    expect(colorForMultiplier(-2)).toBe('silver');
    expect(colorForMultiplier(-3)).toBe('pink');
    expect(colorForMultiplier(9)).toBe('white');
  });

  it('has the standard tolerances', () => {
    expect(colorForTolerance(1)).toBe('brown');
    expect(colorForTolerance(2)).toBe('red');
    expect(colorForTolerance(0.5)).toBe('green');
    expect(colorForTolerance(0.25)).toBe('blue');
    expect(colorForTolerance(0.1)).toBe('violet');
    expect(colorForTolerance(5)).toBe('gold');
    expect(colorForTolerance(10)).toBe('silver');
    expect(colorForTolerance(20)).toBe('none');
    expect(TOLERANCE_CHOICES).toEqual([0.01, 0.02, 0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 20]);
  });

  it('has the temperature coefficients of the sixth band', () => {
    expect(colorForTempCo(100)).toBe('brown');
    expect(colorForTempCo(50)).toBe('red');
    expect(colorForTempCo(15)).toBe('orange');
    expect(colorForTempCo(25)).toBe('yellow');
    expect(colorForTempCo(250)).toBe('black');
    expect(TEMPCO_CHOICES).toEqual([1, 5, 10, 15, 20, 25, 50, 100, 250]);
  });

  it('does not give white, gold or silver a temperature coefficient', () => {
    expect(COLOR_MEANINGS.white.tempCoPpmPerK).toBeUndefined();
    expect(COLOR_MEANINGS.gold.tempCoPpmPerK).toBeUndefined();
  });
});

describe('parseBandColor', () => {
  it('accepts names in any case and common spellings', () => {
    expect(parseBandColor('Red')).toBe('red');
    expect(parseBandColor(' GRAY ')).toBe('grey');
    expect(parseBandColor('purple')).toBe('violet');
    expect(parseBandColor('no  band')).toBe('none');
  });

  it('accepts IEC 60757 two-letter codes', () => {
    expect(parseBandColor('YE')).toBe('yellow');
    expect(parseBandColor('vt')).toBe('violet');
    expect(parseBandColor('gd')).toBe('gold');
  });

  it('returns null for unknown names', () => {
    expect(parseBandColor('magenta')).toBeNull();
  });
});
