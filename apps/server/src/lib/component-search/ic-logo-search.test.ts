import { describe, expect, it } from 'vitest';
import { icLogoRank, nameAbbreviations } from './ic-logo-search';

const logo = (name: string, partPrefixes: string[] = [], searchText = name.toLowerCase()) => ({
  name,
  partPrefixes,
  searchText,
});

describe('nameAbbreviations', () => {
  it('takes initials without generic words, and the first word', () => {
    expect(nameAbbreviations('Texas Instruments')).toEqual(['ti', 'texas']);
    expect(nameAbbreviations('NXP Semiconductors')).toEqual(['nxp']);
    expect(nameAbbreviations('Diodes Incorporated')).toEqual(['diodes']);
    expect(nameAbbreviations('onsemi')).toEqual([]);
  });
});

describe('icLogoRank', () => {
  it('puts names before part-number prefixes before description words', () => {
    expect(icLogoRank('texas instruments', logo('Texas Instruments'))).toBe(0);
    expect(icLogoRank('TI', logo('Tokyo Instruments'))).toBe(1);
    expect(icLogoRank('ON', logo('On-Bright Electronics'))).toBe(2);
    expect(icLogoRank('rectifier', logo('International Rectifier'))).toBe(3);
    const prefixed = icLogoRank('ST1234', logo('SGS-Thomson', ['ST']));
    expect(prefixed).toBeGreaterThan(3);
    expect(prefixed).toBeLessThan(4);
    expect(icLogoRank('LM358N', logo('A', ['LM']))).toBeGreaterThan(
      icLogoRank('LMV358', logo('B', ['LMV'])) ?? 0,
    );
    expect(icLogoRank('outline', logo('Texas Instruments', [], 'texas outline'))).toBe(5);
    expect(icLogoRank('zzz', logo('Texas Instruments'))).toBeNull();
  });
});

describe('household short forms', () => {
  // Found when the catalogue grew: Sitronix Technology's initials are ST and On-Bright starts with
  // "On", and both came before the makers everybody means.
  it.each([
    ['ST', 'STMicroelectronics', 'Sitronix Technology'],
    ['ON', 'onsemi', 'On-Bright Electronics'],
    ['TI', 'Texas Instruments', 'Taiwan Inductors'],
    ['ADI', 'Analog Devices', 'ADI Widgets'],
  ])('"%s" means %s before %s', (q, meant, other) => {
    const rankOf = (name: string) => icLogoRank(q, logo(name)) ?? Infinity;
    expect(rankOf(meant)).toBeLessThan(rankOf(other));
    expect(rankOf(meant)).toBeGreaterThan(0);
  });

  it('still ranks an exact name first', () => {
    expect(icLogoRank('onsemi', logo('onsemi'))).toBe(0);
  });
});
