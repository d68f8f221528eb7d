import { describe, expect, it } from 'vitest';
import { DISPLAY_PREFIXES, INPUT_PREFIX_EXPONENTS } from './si-prefixes';

describe('SI prefixes', () => {
  it('display prefixes step by 10^3 from femto to tera', () => {
    expect(DISPLAY_PREFIXES.map((p) => p.symbol).join('')).toBe('fpnµmkMGT');
    DISPLAY_PREFIXES.forEach((prefix, index) => expect(prefix.exponent).toBe(-15 + 3 * index));
  });

  it('input keeps milli and mega apart and accepts u and K', () => {
    expect(INPUT_PREFIX_EXPONENTS.m).toBe(-3);
    expect(INPUT_PREFIX_EXPONENTS.M).toBe(6);
    expect(INPUT_PREFIX_EXPONENTS.u).toBe(-6);
    expect(INPUT_PREFIX_EXPONENTS['\u00b5']).toBe(-6);
    expect(INPUT_PREFIX_EXPONENTS.K).toBe(3);
    expect(INPUT_PREFIX_EXPONENTS.g).toBeUndefined();
  });
});
