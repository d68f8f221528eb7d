import { describe, expect, it } from 'vitest';
import { EIA96_MULTIPLIERS, eia96CodeFor, eia96Significand } from './eia-96';

describe('EIA-96 table', () => {
  it.each([
    [1, 100],
    [2, 102],
    [10, 124],
    [24, 174],
    [47, 301],
    [68, 499],
    [85, 750],
    [96, 976],
  ])('code %i is %i', (code, significand) => {
    expect(eia96Significand(code)).toBe(significand);
    expect(eia96CodeFor(significand)).toBe(code);
  });

  it('has no codes outside 01..96', () => {
    expect(eia96Significand(0)).toBeNull();
    expect(eia96Significand(97)).toBeNull();
    expect(eia96Significand(1.5)).toBeNull();
    expect(eia96CodeFor(470)).toBeNull();
  });

  it('has the multiplier letters and their alternatives', () => {
    expect(EIA96_MULTIPLIERS).toMatchObject({
      Z: 0.001,
      Y: 0.01,
      R: 0.01,
      X: 0.1,
      S: 0.1,
      A: 1,
      B: 10,
      H: 10,
    });
    expect(EIA96_MULTIPLIERS).toMatchObject({ C: 100, D: 1000, E: 10_000, F: 100_000 });
    expect(EIA96_MULTIPLIERS.G).toBeUndefined();
  });
});
