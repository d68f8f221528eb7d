import { describe, expect, it } from 'vitest';
import { ROLES, bandLabel, bandsFromParam, colorsFor } from './band-roles';

describe('band roles', () => {
  it('names each band by its job', () => {
    expect(ROLES['5'].map((_, i) => bandLabel(ROLES['5'], i))).toEqual([
      'Band 1 (first digit)',
      'Band 2 (second digit)',
      'Band 3 (third digit)',
      'Band 4 (multiplier)',
      'Band 5 (tolerance)',
    ]);
    expect(bandLabel(ROLES['6'], 5)).toBe('Band 6 (temperature coefficient)');
  });

  it('offers only colours that mean something in a position', () => {
    expect(colorsFor('digit')).not.toContain('gold');
    expect(colorsFor('digit')).toHaveLength(10);
    expect(colorsFor('multiplier')).toEqual(expect.arrayContaining(['gold', 'silver', 'pink']));
    expect(colorsFor('tolerance')).toContain('none');
    expect(colorsFor('tolerance')).not.toContain('white');
  });

  it('reads bands from the URL and replaces ones that do not fit their position', () => {
    expect(bandsFromParam('brown-black-red-gold', '4')).toEqual(['brown', 'black', 'red', 'gold']);
    // Gold cannot be a digit; the default first digit (yellow) takes its place.
    expect(bandsFromParam('gold-black-red-gold', '4')).toEqual(['yellow', 'black', 'red', 'gold']);
    expect(bandsFromParam('', '6')).toHaveLength(6);
  });
});
