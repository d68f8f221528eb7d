import { describe, expect, it } from 'vitest';
import { countOf, formatNumber, pluralWord } from './plural';

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

describe('the same answers as the platform', () => {
  const values = [
    0,
    1,
    2,
    5,
    10,
    11,
    21,
    99,
    100,
    101,
    999,
    1000,
    1001,
    12345,
    123456,
    999999,
    1000000,
    1234567890,
    Number.MAX_SAFE_INTEGER,
    -1,
    -2,
    -1000,
    -1234567,
    0.5,
    1.5,
    1.25,
    1234.5678,
    -0.001,
    1e21,
    NaN,
    Infinity,
  ];

  it('agrees with Intl.PluralRules("en")', () => {
    const rules = new Intl.PluralRules('en');
    for (const value of values) {
      expect(pluralWord(value, 'one', 'other'), String(value)).toBe(rules.select(value));
    }
  });

  it('agrees with Intl.NumberFormat("en")', () => {
    const numbers = new Intl.NumberFormat('en');
    for (const value of values) expect(formatNumber(value), String(value)).toBe(numbers.format(value));
  });
});
