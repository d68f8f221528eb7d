import { describe, expect, it } from 'vitest';
import { INDUCTOR_BANDS, inductorBandsFrom } from './inductor-bands';

describe('inductor band choices', () => {
  it('reads the bands kept in the URL', () => {
    expect(inductorBandsFrom('red-gold-red-silver')).toEqual(['red', 'gold', 'red', 'silver']);
    expect(inductorBandsFrom('yellow-violet-gold-none')).toEqual(['yellow', 'violet', 'gold', 'none']);
  });

  it('puts the default back where a colour cannot stand in that place', () => {
    expect(inductorBandsFrom('silver-pink-white-white')).toEqual(['brown', 'black', 'white', 'silver']);
    expect(inductorBandsFrom('')).toEqual(['brown', 'black', 'brown', 'silver']);
  });

  it('offers gold as a decimal point in the digit places and shows the multiplier of band 3', () => {
    const [first, , third, tolerance] = INDUCTOR_BANDS;
    expect(first?.describe('gold')).toBe('gold (decimal point)');
    expect(first?.colors).not.toContain('silver');
    expect(third?.describe('red')).toBe('red (2 / ×100)');
    expect(third?.describe('white')).toBe('white (9)');
    expect(third?.describe('gold')).toBe('gold (×0.1)');
    expect(tolerance?.describe('none')).toBe('no band (±20 %)');
  });
});
