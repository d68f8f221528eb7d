import { describe, expect, it } from 'vitest';
import { escapeLike, mpnCore, normalizeMpn } from './like-pattern';

describe('part number helpers', () => {
  it('normalises spacing, dashes and case', () => {
    expect(normalizeMpn('2n 3904-bu')).toBe('2N3904BU');
  });
  it('finds the shared digits of a family across maker prefixes', () => {
    expect(mpnCore('2N3904')).toBe('3904');
    expect(mpnCore('PN3904')).toBe('3904');
    expect(mpnCore('MMBT3904LT1')).toBe('3904');
    expect(mpnCore('2SC1815')).toBe('1815');
    expect(mpnCore('IRFZ44N')).toBe('44');
  });
  it('escapes LIKE wildcards', () => {
    expect(escapeLike('50%_a\\')).toBe('50\\%\\_a\\\\');
  });
});
