import { describe, expect, it } from 'vitest';
import {
  checkFinite,
  checkNonNegative,
  checkPositive,
  checkRange,
  clean,
  firstProblem,
  nearlyEqual,
} from './number-checks';

describe('checkFinite', () => {
  it('accepts ordinary numbers including zero and negatives', () => {
    expect(checkFinite('Voltage', 0)).toBeNull();
    expect(checkFinite('Voltage', -12)).toBeNull();
  });

  it('names the field for NaN and infinities', () => {
    expect(checkFinite('Voltage', Number.NaN)).toBe('Voltage must be a number.');
    expect(checkFinite('Voltage', Number.POSITIVE_INFINITY)).toBe('Voltage must be a finite number.');
  });
});

describe('checkPositive and checkNonNegative', () => {
  it('rejects zero only when a strictly positive value is needed', () => {
    expect(checkPositive('Resistance', 0)).toBe('Resistance must be greater than zero.');
    expect(checkNonNegative('Power', 0)).toBeNull();
  });

  it('rejects negatives', () => {
    expect(checkPositive('Resistance', -1)).toBe('Resistance must be greater than zero.');
    expect(checkNonNegative('Power', -0.5)).toBe('Power cannot be negative.');
  });
});

describe('checkRange', () => {
  it('accepts the bounds and rejects outside with the unit in the message', () => {
    expect(checkRange('Duty cycle', 0, 0, 100, '%')).toBeNull();
    expect(checkRange('Duty cycle', 100, 0, 100, '%')).toBeNull();
    expect(checkRange('Duty cycle', 101, 0, 100, '%')).toBe('Duty cycle must be between 0 % and 100 %.');
  });
});

describe('firstProblem', () => {
  it('returns the first non-null message or null', () => {
    expect(firstProblem(null, 'a', 'b')).toBe('a');
    expect(firstProblem(null, null)).toBeNull();
  });
});

describe('nearlyEqual and clean', () => {
  it('treats binary rounding noise as equal', () => {
    expect(nearlyEqual(0.1 + 0.2, 0.3)).toBe(true);
    expect(nearlyEqual(4.7, 4.71)).toBe(false);
  });

  it('clean removes floating point noise but keeps real digits', () => {
    expect(clean(4.7 * 1e-3)).toBe(0.0047);
    expect(clean(0.1 + 0.2)).toBe(0.3);
    expect(clean(1234.5678)).toBe(1234.5678);
    expect(clean(0)).toBe(0);
  });
});
