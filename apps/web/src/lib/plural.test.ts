import { describe, expect, it } from 'vitest';
import { countOf, pluralWord } from './plural';

describe('plural words', () => {
  it('says "1 manufacturer" but "0" and "2 manufacturers"', () => {
    expect(countOf(1, 'manufacturer')).toBe('1 manufacturer');
    expect(countOf(0, 'manufacturer')).toBe('0 manufacturers');
    expect(countOf(2, 'manufacturer')).toBe('2 manufacturers');
  });

  it('takes irregular plurals and separates thousands', () => {
    expect(countOf(1, 'match', 'matches')).toBe('1 match');
    expect(countOf(1204, 'match', 'matches')).toBe('1,204 matches');
    expect(countOf(1, 'IGBT')).toBe('1 IGBT');
    expect(pluralWord(1.5, 'point')).toBe('points');
  });
});
